/** The React id prefix of the n-th island of a page (the same on the server and in the browser). */
export const islandIdPrefix = (index: number): string => `i${index}-`;

/** The id of the contact page's heading over the form: a no-script post comes back to it. */
export const CONTACT_FORM_ANCHOR = "contact-form-title";
