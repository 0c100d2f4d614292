import { describe, expect, it } from "vitest";
import {
  contactsToCsv,
  csvCell,
  csvHeaderLine,
  csvLines,
  enquiryColumns,
  indiaTimestamp,
  indiaTimeWriter,
  neutraliseFormula,
  type ExportedEnquiry,
} from "../../../server/contacts-export";
import type { StoredContact } from "../../../server/store/types";

describe("CSV export", () => {
  it.each(["=1+1", "+91", "-5", "@SUM(A1)", "\tx", "\rx"])("neutralises a cell starting with %j", (value) => {
    expect(neutraliseFormula(value)).toBe(`'${value}`);
  });

  it.each(["Asha", "9876543210", "a=b", " =lead space", "'quoted"])("leaves %j alone", (value) => {
    expect(neutraliseFormula(value)).toBe(value);
  });

  it("quotes cells with commas, quotes or line breaks, doubling quotes (RFC 4180)", () => {
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("one\ntwo")).toBe('"one\ntwo"');
    expect(csvCell("\rx")).toBe('"\'\rx"');
    expect(csvCell(null)).toBe("");
  });

  it("quotes a cell holding the other list separator, so ';=cmd' cannot split into a formula cell", () => {
    expect(csvCell(";=cmd|' /C calc'!A0")).toBe("\";=cmd|' /C calc'!A0\"");
    expect(csvCell("a;b")).toBe('"a;b"');
  });

  it("leaves the columns of fixed lists and rules exactly as stored (no quote before +91)", () => {
    expect(csvCell("+91", false)).toBe("+91");
    expect(csvCell("+91")).toBe("'+91");
  });

  it("writes a header and CRLF-terminated rows", () => {
    const contact: StoredContact = {
      id: "1",
      createdAt: "2026-01-02T03:04:05.000Z",
      name: "A",
      email: "a@example.com",
      company: null,
      phone: "1234567890",
      countryCode: "+91",
      service: null,
      message: "Hi",
      landingPage: null,
      referrerHost: null,
      utmSource: null,
      utmMedium: null,
      utmCampaign: null,
    };
    expect(contactsToCsv([{ ...contact, name: "=1+1", message: "-2" }])).toContain(
      ",'=1+1,a@example.com,,1234567890,+91,,'-2,,,,,\r\n",
    );
    expect(contactsToCsv([contact])).toBe(
      "id,created_at,name,email,company,phone,country_code,service,message," +
        "landing_page,referrer_host,utm_source,utm_medium,utm_campaign\r\n" +
        "1,2026-01-02T03:04:05.000Z,A,a@example.com,,1234567890,+91,,Hi,,,,,\r\n",
    );
    // Where the visit began: the landing page as stored, a link's campaign neutralised like any visitor's text.
    expect(
      contactsToCsv([{ ...contact, landingPage: "/CloudSolutions", utmSource: "linkedin", utmCampaign: "=cmd" }]),
    ).toContain(",Hi,/CloudSolutions,,linkedin,,'=cmd\r\n");
  });
});

describe("the staff inbox's export", () => {
  const message: StoredContact = {
    id: "0b7e5a4c-1111-4a7e-9d7e-000000000001",
    name: "Émilie Øvergaard",
    email: "emilie@example.com",
    company: null,
    phone: "2079460958",
    countryCode: "+44",
    service: null,
    message: "Hello",
    createdAt: "2026-11-26T18:40:05.000Z",
    landingPage: null,
    referrerHost: null,
    utmSource: null,
    utmMedium: null,
    utmCampaign: null,
  };

  it("gives the time in India with its offset, on the India day it was", () => {
    expect(indiaTimestamp("2026-11-26T18:40:05.000Z")).toBe("2026-11-27T00:10:05+05:30");
    expect(indiaTimestamp("2026-01-01T00:00:00.000Z")).toBe("2026-01-01T05:30:00+05:30");
  });

  it("writes each row's own India day when an export's rows cross midnight and come back", () => {
    const indiaTime = indiaTimeWriter();
    expect(["2026-12-31T18:29:59.999Z", "2026-12-31T18:30:00.000Z", "2026-12-31T09:05:07.000Z"].map(indiaTime)).toEqual(
      ["2026-12-31T23:59:59+05:30", "2027-01-01T00:00:00+05:30", "2026-12-31T14:35:07+05:30"],
    );
    expect(() => indiaTime("not a time")).toThrow(RangeError);
  });

  it("adds the India time, the status and the owner after the command line's columns, the owner formula-safe", () => {
    const enquiries: ExportedEnquiry[] = [
      { ...message, status: "handled", owner: { email: "asha@jenesys.example" } },
      { ...message, status: "new", owner: { email: "=cmd@evil.example" } },
      { ...message, status: "spam", owner: null },
    ];
    const rows = (csvHeaderLine(enquiryColumns) + csvLines(enquiryColumns, enquiries)).split("\r\n");
    expect(rows[0]?.endsWith(",utm_campaign,received_ist,status,owner")).toBe(true);
    expect(rows[1]?.endsWith(",2026-11-27T00:10:05+05:30,handled,asha@jenesys.example")).toBe(true);
    expect(rows[2]?.endsWith(",new,'=cmd@evil.example")).toBe(true);
    expect(rows[3]?.endsWith(",spam,")).toBe(true);
  });
});
