/**
 * The words of the change-or-cancel page (/book/manage) and of the Done page's e-mail line: the island shows them, the
 * server titles its pages with them. No React.
 */

/** The change-or-cancel page's words. */
export const MANAGE_TEXT = {
  manage: "Your appointment",
  change: "Change the time",
  cancel: "Cancel the appointment",
  cancelQuestion: "Cancel this appointment?",
  cancelYes: "Yes, cancel it",
  cancelNo: "No, keep it",
  moved: "Your appointment is moved",
  cancelled: "Your appointment is cancelled",
  gone: "This link does not work any more",
  movedMail: "We are sending you an e-mail with the new time.",
  movedNoMail: "We will not send an e-mail. Please write down the new day and time, or add it to your calendar.",
  cancelledMail: "We are sending you an e-mail to say it is cancelled.",
  cancelledNoMail: "We will not send an e-mail about this.",
  sameTime: "Your appointment is already at that time. Nothing was changed.",
} as const;

/** What the Done page says about e-mail. */
export const DONE_MAIL_TEXT = {
  sent: "We sent a confirmation to your e-mail.",
  link: "It has a link to change or cancel the appointment.",
  none: "We will not send an e-mail. Please write down the day and time, or add it to your calendar.",
} as const;
