/** The guide request's own page: where a 'Download Free Guide' button leads with no script (?source=… says where). */
export const GUIDE_REQUEST_PATH = "/free-guide";
/** The query of the page a successful no-script request is redirected to. */
export const GUIDE_SENT_QUERY = "message=sent";
/** The id of the heading over the form: a no-script post comes back to it. */
export const GUIDE_FORM_ANCHOR = "guide-form-title";
