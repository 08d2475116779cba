/** The visible texts of docs/product.md (Pages and routes, States, Errors and messages). */
export const TEXT = {
  leadTitle: "Get Your Free Medicare Guide",
  leadSubmit: "Send Me the Guide",
  leadSubmitting: "Submitting...",
  leadSuccessTitle: "Thank You!",
  leadSuccessText: "Your guide will be sent to your email shortly.",
  leadQueuedTitle: "Saved on This Device",
  leadQueuedText:
    "You are offline right now. Your request is saved on this device and will be sent automatically when your connection returns. You can close this window.",
  leadQueuedPageText:
    "You are offline right now. Your request is saved on this device and will be sent automatically when your connection returns.",
  leadError: "There was an error submitting your information. Please try again.",
  leadTrigger: "Download Free Guide",
  contactSubmit: "Send Message",
  contactSending: "Sending...",
  contactSuccess: "Your message has been sent! We will contact you shortly.",
  contactQueued:
    "You are offline right now. Your message is saved on this device and will be sent automatically when your connection returns.",
  contactError: "There was an error sending your message. Please try again.",
} as const;
