/**
 * The two kinds of listing staff edit, openings and news items: their table, their form, and how a row
 * becomes what the editor and a visitor see. The service (./service.ts) does the rest the same way for both.
 */
import type { z } from "zod";
import { quarterOf } from "../../app/lib/listing-dates";
import {
  newsFieldNames,
  newsFields,
  newsSchema,
  openingFieldNames,
  openingFields,
  openingSchema,
  type NewsFields,
  type NewsValues,
  type OpeningFields,
  type OpeningValues,
} from "../../app/lib/listing-schema";
import type { EmploymentType, JobOpening, NewsItem, OpeningLocation } from "../../app/lib/listings";
import { textLines } from "../../app/lib/plain-text";
import type { NewsItemsTable, OpeningsTable } from "../store/tables";

type Row<Table> = { [Column in keyof Table]: Table[Column] extends { __select__: infer S } ? S : Table[Column] };
export type OpeningRow = Row<OpeningsTable>;
export type NewsRow = Row<NewsItemsTable>;

export interface ListingKind<
  Fields extends Record<string, string>,
  Values,
  Table extends "openings" | "news_items",
  TableRow,
> {
  table: Table;
  noun: "opening" | "news item";
  schema: z.ZodType<Values, Fields>;
  fieldNames: ReadonlyArray<keyof Fields & string>;
  /** The content columns a save writes. */
  columns(values: Values): Partial<TableRow>;
  fields(row: TableRow): Fields;
  /** How the audit trail names an item. */
  describe(row: { title: string; slug?: string }): string;
}

export const openingKind: ListingKind<OpeningFields, OpeningValues, "openings", OpeningRow> = {
  table: "openings",
  noun: "opening",
  schema: openingSchema,
  fieldNames: openingFieldNames,
  columns: (values) => ({
    title: values.title,
    department: values.department,
    location: values.location,
    employment_type: values.employmentType,
    experience: values.experience,
    summary: values.summary,
    skills: values.skills.join("\n"),
    responsibilities: values.responsibilities.join("\n"),
    apply_by: values.applyBy,
  }),
  fields: (row) => openingFields(openingValues(row)),
  describe: (row) => `"${row.slug}"`,
};

export const newsKind: ListingKind<NewsFields, NewsValues, "news_items", NewsRow> = {
  table: "news_items",
  noun: "news item",
  schema: newsSchema,
  fieldNames: newsFieldNames,
  columns: (values) => ({
    title: values.title,
    date: values.date,
    location: values.location ?? null,
    description: values.description,
  }),
  fields: (row) =>
    newsFields({ title: row.title, date: row.date, location: row.location ?? undefined, description: row.description }),
  describe: (row) => `"${row.title}"`,
};

function openingValues(row: OpeningRow): OpeningValues {
  return {
    title: row.title,
    department: row.department,
    location: row.location as OpeningLocation,
    employmentType: row.employment_type as EmploymentType,
    experience: row.experience,
    summary: row.summary,
    skills: textLines(row.skills),
    responsibilities: textLines(row.responsibilities),
    applyBy: row.apply_by,
  };
}

/** An opening as a visitor sees it; `datePosted` for one never published yet is the day it would go live. */
export function jobOpening(values: OpeningValues, slug: string, datePosted: string): JobOpening {
  return { ...values, slug, datePosted };
}

export const openingOfRow = (row: OpeningRow, today: string): JobOpening =>
  jobOpening(openingValues(row), row.slug, row.date_posted ?? today);

export function newsItem(values: NewsValues): NewsItem {
  return {
    quarter: quarterOf(values.date),
    title: values.title,
    description: values.description,
    ...(values.location ? { location: values.location } : {}),
  };
}

export const newsOfRow = (row: NewsRow): NewsItem =>
  newsItem({ title: row.title, date: row.date, location: row.location ?? undefined, description: row.description });
