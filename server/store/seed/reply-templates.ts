/**
 * The reply templates a new store starts with. Staff change them in the staff area; the words in braces are
 * filled in from the enquiry when a colleague picks one (app/lib/reply-templates.ts).
 */
export const starterReplyTemplates: ReadonlyArray<{ name: string; subject: string; body: string }> = [
  {
    name: "Thank you: let us talk",
    subject: "Your enquiry to Jenesys Technologies",
    body: [
      "Dear {name},",
      "",
      "Thank you for writing to Jenesys Technologies about {service}. I have read your message and would like to understand what you need in a short call. Could you send me two or three times this week that suit you (India time), and the best number to reach you on?",
      "",
      "Kind regards,",
      "{colleague}",
      "Jenesys Technologies, Bangalore and Chennai",
    ].join("\n"),
  },
  {
    name: "Proposal to follow",
    subject: "Next steps on your enquiry",
    body: [
      "Dear {name},",
      "",
      "Thank you for the detail you shared about {company}'s requirement. Our team is preparing a proposal with the scope, the engagement model and an indicative timeline, and you will have it within five working days. If anything changes meanwhile, reply to this mail: it reaches me directly.",
      "",
      "Kind regards,",
      "{colleague}",
      "Jenesys Technologies",
    ].join("\n"),
  },
  {
    name: "Not a service we offer",
    subject: "Your enquiry to Jenesys Technologies",
    body: [
      "Dear {name},",
      "",
      "Thank you for thinking of Jenesys Technologies. Having read your message, I am afraid what you describe is outside the services we offer, and we would not be the right partner for it. We wish you success in finding the right team.",
      "",
      "Kind regards,",
      "{colleague}",
      "Jenesys Technologies",
    ].join("\n"),
  },
];
