/**
 * The one schema of the contact form and the newsletter box, as the server applies it to every post:
 * each field's message, each bound on both sides, and which characters a field accepts.
 */
import { describe, expect, it } from "vitest";
import {
  contactSchema,
  countryCodes,
  isTypeable,
  limits,
  sanitisePhone,
  serviceOptions,
  splitPhone,
  subscribeSchema,
} from "../../../app/lib/contact-schema";
import { fieldErrors } from "../../../app/lib/field-errors";

const valid = {
  name: "Asha Rao",
  email: "asha@example.com",
  company: "Rao Logistics",
  phone: "9876543210",
  countryCode: "+44",
  service: "Cloud Solutions",
  message: "Hello",
};

/** The field errors of a post, as the API answers them. */
function errorsOf(
  input: Record<string, unknown>,
  schema: typeof contactSchema | typeof subscribeSchema = contactSchema,
): Record<string, string> {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

describe("the contact form's messages", () => {
  it.each([
    ["name", { name: undefined }, "Please enter your full name."],
    ["name", { name: 42 }, "Please enter your full name."],
    ["name", { name: "   " }, "Please enter your full name."],
    ["name", { name: "x".repeat(limits.name + 1) }, "Your name must be at most 100 characters."],
    ["name", { name: "Asha\nRao" }, "Your name must be a single line of plain text."],
    ["email", { email: undefined }, "Please enter your e-mail address."],
    ["email", { email: " " }, "Please enter your e-mail address."],
    ["email", { email: `${"a".repeat(250)}@example.com` }, "That e-mail address is too long."],
    [
      "email",
      { email: "asha@example.com\r\nBcc: x@evil.example" },
      "Your e-mail address must be a single line of plain text.",
    ],
    ["email", { email: "asha@localhost" }, "Please enter a valid e-mail address, such as name@company.com."],
    ["company", { company: "x".repeat(limits.company + 1) }, "Company must be at most 120 characters."],
    ["company", { company: "Rao\u202ELogistics" }, "Company must be a single line of plain text."],
    ["phone", { phone: undefined }, "Please enter your 10-digit phone number."],
    ["phone", { phone: "987654321" }, "Please enter exactly 10 digits for your phone number."],
    ["phone", { phone: "98765432100" }, "Please enter exactly 10 digits for your phone number."],
    ["phone", { phone: "98765 4321" }, "Please enter exactly 10 digits for your phone number."],
    ["countryCode", { countryCode: "+49" }, "Please choose a country code from the list."],
    ["service", { service: "Plumbing" }, "Please choose a service from the list."],
    ["message", { message: undefined }, "Please write a message."],
    ["message", { message: " \n " }, "Please write a message."],
    ["message", { message: "x".repeat(limits.message + 1) }, "Your message must be at most 5000 characters."],
    [
      "message",
      { message: "Hello\u0007" },
      "Your message contains invisible control characters we cannot accept. Please retype it.",
    ],
  ])("%s %j: %s", (field, change, message) => {
    expect(errorsOf({ ...valid, ...change })).toEqual({ [field]: message });
  });

  it("accepts every field at its longest, and trims before it counts", () => {
    const longest = {
      ...valid,
      name: "n".repeat(limits.name),
      email: `${"e".repeat(limits.email - "@example.com".length)}@example.com`,
      company: "c".repeat(limits.company),
      message: ` ${"m".repeat(limits.message)} `,
    };
    const parsed = contactSchema.parse(longest);
    expect(parsed.email).toHaveLength(limits.email);
    expect(parsed.message).toHaveLength(limits.message);
    expect(contactSchema.parse({ ...valid, name: `  ${"n".repeat(limits.name)}  ` }).name).toHaveLength(limits.name);
  });

  it("keeps a message's lines and tabs, which a one-line field refuses", () => {
    expect(contactSchema.parse({ ...valid, message: "Line one\r\nLine two\twith a tab" }).message).toBe(
      "Line one\r\nLine two\twith a tab",
    );
  });

  it("stores absent and empty optional fields as absent, and defaults the country code", () => {
    const parsed = contactSchema.parse({
      name: "A",
      email: "a@example.com",
      phone: "9876543210",
      message: "M",
      company: "  ",
      service: "",
    });
    expect(parsed).toEqual({
      name: "A",
      email: "a@example.com",
      phone: "9876543210",
      message: "M",
      company: undefined,
      service: undefined,
      countryCode: "+91",
    });
  });

  it("accepts every listed country code and service", () => {
    for (const countryCode of countryCodes)
      expect(contactSchema.parse({ ...valid, countryCode }).countryCode).toBe(countryCode);
    for (const service of serviceOptions) expect(contactSchema.parse({ ...valid, service }).service).toBe(service);
  });

  it("names the first problem of each field once, in the order of the fields", () => {
    expect(errorsOf({ name: "", email: "", phone: "1", message: "" })).toEqual({
      name: "Please enter your full name.",
      email: "Please enter your e-mail address.",
      phone: "Please enter exactly 10 digits for your phone number.",
      message: "Please write a message.",
    });
    expect(Object.keys(errorsOf({ ...valid, name: "\n".repeat(limits.name + 1) }))).toEqual(["name"]);
  });
});

describe("the newsletter box's message", () => {
  it.each([
    [{}, "Please enter your e-mail address."],
    [{ email: "" }, "Please enter your e-mail address."],
    [{ email: "reader@nowhere" }, "Please enter a valid e-mail address."],
    [{ email: `${"r".repeat(250)}@example.com` }, "That e-mail address is too long."],
    [{ email: "reader@example.com\n" + "x" }, "Your e-mail address must be a single line of plain text."],
  ])("%j: %s", (input, message) => {
    expect(errorsOf(input, subscribeSchema)).toEqual({ email: message });
  });

  it("accepts an address with spaces around it, trimmed", () => {
    expect(subscribeSchema.parse({ email: "  reader@example.com " })).toEqual({ email: "reader@example.com" });
  });
});

describe("which characters a field accepts", () => {
  it.each([
    ["a line break", "a\nb", false, true],
    ["a carriage return", "a\rb", false, true],
    ["a tab", "a\tb", false, true],
    ["NUL", "a\u0000b", false, false],
    ["a bell", "a\u0007b", false, false],
    ["vertical tab", "a\u000Bb", false, false],
    ["form feed", "a\u000Cb", false, false],
    ["shift out", "a\u000Eb", false, false],
    ["unit separator", "a\u001Fb", false, false],
    ["DEL", "a\u007Fb", false, false],
    ["a C1 control", "a\u0085b", false, true],
    ["the last C1 control", "a\u009Fb", false, true],
    ["a line separator", "a\u2028b", false, true],
    ["a paragraph separator", "a\u2029b", false, true],
    ["a right-to-left override", "a\u202Eb", false, true],
    ["a left-to-right embedding", "a\u202Ab", false, true],
    ["an isolate", "a\u2066b", false, true],
    ["the last isolate", "a\u2069b", false, true],
    ["a lone high surrogate", "a\uD800b", false, false],
    ["a lone low surrogate", "a\uDC00b", false, false],
    ["an emoji (a surrogate pair)", "a😀b", true, true],
    ["non-Latin letters", "हिन्दी 中文 Ünïcödé", true, true],
    ["a no-break space", "a\u00A0b", true, true],
    ["a zero-width joiner", "a\u200Db", true, true],
  ])("%s: one line %s, text %s", (_label, value, line, text) => {
    expect(isTypeable(value, "line")).toBe(line);
    expect(isTypeable(value, "text")).toBe(text);
  });
});

describe("phone numbers", () => {
  it("keeps digits only, ten at most", () => {
    expect(sanitisePhone("+91 (98765) 43210 99")).toBe("9198765432");
    expect(sanitisePhone("")).toBe("");
  });

  it("takes the longest listed code a pasted number starts with, written with + or 00", () => {
    expect(splitPhone(" 0061 2 9374 4000")).toEqual({ countryCode: "+61", phone: "293744000" });
    expect(splitPhone("+1-415-555-0134")).toEqual({ countryCode: "+1", phone: "4155550134" });
    expect(splitPhone("+65.6123.4567")).toEqual({ countryCode: "+65", phone: "61234567" });
    expect(splitPhone("+7 495 123 45 67")).toEqual({ phone: "7495123456" });
  });
});
