/**
 * What each newsletter mail says and to whom, word for word: the confirmation and the welcome, their text
 * and HTML parts, and the unsubscribe link a mail program turns into a button (RFC 2369, RFC 8058).
 */
import { describe, expect, it } from "vitest";
import { linkTo } from "../../../server/mail-body";
import { confirmationMail, welcomeMail } from "../../../server/newsletter/mails";

const publicUrl = "https://www.jenesys.example";
const confirmToken = "c".repeat(43);
const unsubscribeToken = "u".repeat(43);
const confirmUrl = `${publicUrl}/newsletter/confirm?token=${confirmToken}`;
const unsubscribeUrl = `${publicUrl}/newsletter/unsubscribe?token=${unsubscribeToken}`;
const htmlStart =
  '<!doctype html><html lang="en"><body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#0f172a;max-width:560px">';
const linkStyle = 'style="color:#1e3a8a;font-weight:600"';

describe("newsletter mails", () => {
  it("the confirmation goes to the address from the sender, asks to press the button within 48 hours, and can be left", () => {
    const mail = confirmationMail("reader+news@example.com", "news@jenesys.example", {
      publicUrl,
      unsubscribeToken,
      confirmToken,
    });
    expect(mail).toEqual({
      from: "news@jenesys.example",
      to: "reader+news@example.com",
      subject: "Please confirm your subscription to the Jenesys Technologies newsletter",
      text: [
        "Hello,",
        "Someone, we hope you, asked for the Jenesys Technologies newsletter at this address: case studies and engineering notes from our teams, once a month.",
        `To confirm, open this link within 48 hours and press the button on the page:\n${confirmUrl}`,
        "Did not ask for it? Then ignore this mail. We send nothing more, and delete the address within 7 days.",
        `To unsubscribe, open this link:\n${unsubscribeUrl}`,
        `Jenesys Technologies\n${publicUrl}`,
      ]
        .join("\n\n")
        .concat("\n"),
      html:
        htmlStart +
        "<p>Hello,</p>" +
        "<p>Someone, we hope you, asked for the Jenesys Technologies newsletter at this address: case studies and engineering notes from our teams, once a month.</p>" +
        `<p>To confirm, open this link within 48 hours and press the button on the page: <a href="${confirmUrl}" ${linkStyle}>Confirm my subscription</a></p>` +
        "<p>Did not ask for it? Then ignore this mail. We send nothing more, and delete the address within 7 days.</p>" +
        `<p>To unsubscribe, open this link: <a href="${unsubscribeUrl}" ${linkStyle}>Unsubscribe</a></p>` +
        `<p>Jenesys Technologies\n${publicUrl}</p>` +
        "</body></html>",
      list: { unsubscribe: unsubscribeUrl },
      headers: { "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
    });
  });

  it("the welcome thanks the subscriber, carries the one-click unsubscribe, and no confirmation link", () => {
    const mail = welcomeMail("reader@example.com", "news@jenesys.example", { publicUrl, unsubscribeToken });
    expect(mail).toEqual({
      from: "news@jenesys.example",
      to: "reader@example.com",
      subject: "You are subscribed to the Jenesys Technologies newsletter",
      text: [
        "Hello,",
        "Thank you for confirming: you are subscribed to the Jenesys Technologies newsletter. Expect case studies and engineering notes from our teams, once a month.",
        "Every newsletter has a link to leave it at once, like the one below.",
        `To unsubscribe, open this link:\n${unsubscribeUrl}`,
        `Jenesys Technologies\n${publicUrl}`,
      ]
        .join("\n\n")
        .concat("\n"),
      html:
        htmlStart +
        "<p>Hello,</p>" +
        "<p>Thank you for confirming: you are subscribed to the Jenesys Technologies newsletter. Expect case studies and engineering notes from our teams, once a month.</p>" +
        "<p>Every newsletter has a link to leave it at once, like the one below.</p>" +
        `<p>To unsubscribe, open this link: <a href="${unsubscribeUrl}" ${linkStyle}>Unsubscribe</a></p>` +
        `<p>Jenesys Technologies\n${publicUrl}</p>` +
        "</body></html>",
      list: { unsubscribe: unsubscribeUrl },
      headers: { "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
    });
  });

  it("escapes the public origin in the HTML part and the token in every link", () => {
    const odd = "https://www.jenesys.example/a&b'c\"d<e>";
    const mail = welcomeMail("reader@example.com", "news@jenesys.example", {
      publicUrl: odd,
      unsubscribeToken: "a+b/c=",
    });
    expect(linkTo(odd, "/newsletter/unsubscribe", "a+b/c=")).toBe(`${odd}/newsletter/unsubscribe?token=a%2Bb%2Fc%3D`);
    expect(mail.html).toContain(
      '<a href="https://www.jenesys.example/a&amp;b&#39;c&quot;d&lt;e&gt;/newsletter/unsubscribe?token=a%2Bb%2Fc%3D"',
    );
    expect(mail.html).toContain(
      "<p>Jenesys Technologies\nhttps://www.jenesys.example/a&amp;b&#39;c&quot;d&lt;e&gt;</p>",
    );
    expect(mail.html).not.toContain("<e>");
  });
});
