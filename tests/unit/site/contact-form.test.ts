// @vitest-environment happy-dom
import { act, cleanup, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { emptyContact, useContactForm } from "../../../app/hooks/useContactForm";
import { contactSchema, sanitisePhone, splitPhone } from "../../../app/lib/contact-schema";
import { fieldErrors } from "../../../app/lib/field-errors";
import { checkFieldsMessage } from "../../../app/lib/form-messages";

describe("sanitisePhone", () => {
  it("strips non-digits as typed and keeps at most 10", () => {
    expect(sanitisePhone("98450-12345")).toBe("9845012345");
    expect(sanitisePhone("(080) 4000 1234 99")).toBe("0804000123");
    expect(sanitisePhone("abc")).toBe("");
  });
});

describe("splitPhone", () => {
  it.each([
    ["+91 98765 43210", "+91", "9876543210"],
    ["+1 (415) 555-0134", "+1", "4155550134"],
    ["0044 20 7946 0958", "+44", "2079460958"],
    ["+65 6123 4567", "+65", "61234567"],
    ["+61 2 9374 4000", "+61", "293744000"],
  ])("reads %j as %s and %s", (raw, code, phone) => {
    expect(splitPhone(raw)).toEqual({ countryCode: code, phone });
  });

  it("leaves typed digits and unlisted codes to the digit filter", () => {
    expect(splitPhone("98765 43210")).toEqual({ phone: "9876543210" });
    expect(splitPhone("+49 30 1234567")).toEqual({ phone: "4930123456" });
  });
});

describe("contactSchema", () => {
  const valid = { name: "Asha Rao", email: "asha@example.com", phone: "9845012345", message: "Hello" };

  it("accepts a minimal valid message and defaults the country code to +91", () => {
    const parsed = contactSchema.parse(valid);
    expect(parsed.countryCode).toBe("+91");
    expect(parsed.company).toBeUndefined();
    expect(parsed.service).toBeUndefined();
  });

  it("names each invalid field", () => {
    const result = contactSchema.safeParse({
      name: " ",
      email: "not-an-email",
      phone: "12345",
      countryCode: "+7",
      service: "Knitting",
      message: "",
    });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(Object.keys(fieldErrors(result.error)).sort()).toEqual([
      "countryCode",
      "email",
      "message",
      "name",
      "phone",
      "service",
    ]);
  });
});

describe("useContactForm", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  const fill = (result: { current: ReturnType<typeof useContactForm> }) => {
    act(() => {
      result.current.setField("name", "Asha Rao");
      result.current.setField("email", "asha@example.com");
      result.current.setField("phone", "+91 98450-12345");
      result.current.setField("message", "We need a telecom OSS partner.");
    });
  };

  it("takes a pasted country code into the code select and keeps the national number", () => {
    const { result } = renderHook(() => useContactForm({}, vi.fn()));
    fill(result);
    expect(result.current.values.phone).toBe("9845012345");
    expect(result.current.values.countryCode).toBe("+91");
    act(() => result.current.setField("phone", "+44 20 7946 0958"));
    expect(result.current.values).toMatchObject({ countryCode: "+44", phone: "2079460958" });
    act(() => result.current.setField("phone", "98-450 12345"));
    expect(result.current.values).toMatchObject({ countryCode: "+44", phone: "9845012345" }); // typed digits: code kept
  });

  it("after Message Sent! keeps a dated confirmation until a new message is begun", async () => {
    const submit = vi.fn().mockResolvedValue({ ok: true, status: 201, body: { id: "1" } });
    const { result } = renderHook(() => useContactForm({}, submit));
    fill(result);
    await act(() => result.current.send());
    void act(() => vi.advanceTimersByTime(3000));
    expect(result.current.state).toBe("editing");
    expect(result.current.sentAt).toBeInstanceOf(Date);
    act(() => result.current.setField("name", "A"));
    expect(result.current.sentAt).toBeNull();
  });

  it("on success clears the fields and shows Message Sent for exactly 3 seconds", async () => {
    const submit = vi.fn().mockResolvedValue({ ok: true, status: 201, body: { id: "1" } });
    const { result } = renderHook(() => useContactForm({}, submit));
    fill(result);
    await act(() => result.current.send());
    expect(submit).toHaveBeenCalledWith(expect.objectContaining({ name: "Asha Rao", countryCode: "+91" }));
    expect(result.current.state).toBe("sent");
    expect(result.current.values).toEqual(emptyContact);
    void act(() => vi.advanceTimersByTime(2999));
    expect(result.current.state).toBe("sent");
    void act(() => vi.advanceTimersByTime(1));
    expect(result.current.state).toBe("editing");
  });

  it("on failure keeps what was typed, logs the spec's error and says what went wrong", async () => {
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    const submit = vi.fn().mockResolvedValue({ ok: false, status: 503, error: "We cannot accept messages right now." });
    const { result } = renderHook(() => useContactForm({}, submit));
    fill(result);
    await act(() => result.current.send());
    expect(result.current.state).toBe("editing");
    expect(result.current.values.name).toBe("Asha Rao");
    expect(result.current.formError).toBe("We cannot accept messages right now.");
    expect(consoleError).toHaveBeenCalledWith("Error submitting contact form", 503, expect.any(String));
    consoleError.mockRestore();
  });

  it("checks the fields in the browser with the server's schema and messages, and posts nothing until they pass", async () => {
    const submit = vi.fn().mockResolvedValue({ ok: true, status: 201, body: { id: "1" } });
    const { result } = renderHook(() => useContactForm({}, submit));
    fill(result);
    act(() => result.current.setField("phone", "12345"));
    act(() => result.current.setField("email", "not an address"));
    await act(() => result.current.send());
    expect(submit).not.toHaveBeenCalled();
    const server = contactSchema.safeParse(result.current.values);
    expect(server.success).toBe(false);
    expect(result.current.fieldErrors).toEqual(fieldErrors(server.error!));
    expect(result.current.fieldErrors).toMatchObject({ phone: expect.any(String), email: expect.any(String) });
    expect(result.current.formError).toBe(checkFieldsMessage);
    expect(result.current.values.phone).toBe("12345");
  });

  it("shows server field errors beside their fields", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const submit = vi.fn().mockResolvedValue({
      ok: false,
      status: 400,
      error: "x",
      errors: { email: "Please enter a valid e-mail address." },
    });
    const { result } = renderHook(() => useContactForm({}, submit));
    fill(result);
    await act(() => result.current.send());
    expect(result.current.fieldErrors.email).toBe("Please enter a valid e-mail address.");
    act(() => result.current.setField("email", "asha@example.org"));
    expect(result.current.fieldErrors.email).toBeUndefined();
  });
});
