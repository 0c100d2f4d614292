import { Link } from "react-router";
import type { Route } from "./+types/insights";
import { BarList, LineChart, type BarRow } from "../../components/staff/InsightCharts";
import { buttonClass, cardClass } from "../../components/ui/styles";
import { cameFrom, type LeadSourceFields } from "../../lib/lead-source";
import { indianFigure } from "../../lib/indian-figure";
import { staffMeta } from "../../lib/staff-paths";
import { signedIn } from "../../server-bridge/staff.server";
import { insightRangeOf, insightRanges } from "../../lib/insight-ranges";
import type { RankedKey } from "../../../server/insights/report";

export const meta: Route.MetaFunction = () => staffMeta("Insights");

const noSource: LeadSourceFields = {
  landingPage: null,
  referrerHost: null,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
};

const shortDayFormat = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "UTC" });
/** "12 Nov" for a YYYY-MM-DD day (India's calendar day, as counted). */
const shortDay = (day: string) => shortDayFormat.format(new Date(`${day}T00:00:00Z`));

const rows = (keys: RankedKey[], label: (key: string) => string): BarRow[] =>
  keys.map(({ key, views, visitors }) => ({ label: label(key), views, visitors }));

/** A campaign's key is "source|medium|campaign": named as the inbox names an enquiry's campaign. */
function campaignName(key: string): string {
  const [utmSource, utmMedium, utmCampaign] = key.split("|").map((part) => part || null);
  return (
    cameFrom({
      ...noSource,
      utmSource: utmSource ?? null,
      utmMedium: utmMedium ?? null,
      utmCampaign: utmCampaign ?? null,
    }) ?? key
  );
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const staff = signedIn(context, request);
  const report = await staff.service.insights(insightRangeOf(new URL(request.url).searchParams));
  return {
    range: report.range,
    from: shortDay(report.from),
    to: shortDay(report.to),
    days: report.days.map((day) => ({ ...day, label: shortDay(day.day) })),
    totals: report.totals,
    conversionRate: report.conversionRate,
    pages: rows(report.pages, (path) => path),
    referrers: rows(report.referrers, (host) => cameFrom({ ...noSource, referrerHost: host }) ?? host),
    campaigns: rows(report.campaigns, campaignName),
    openings: rows(report.openings, (path) => path.replace("/CurrentOpenings/", "")),
  };
}

export default function Insights({ loaderData }: Route.ComponentProps) {
  const { range, from, to, days, totals, conversionRate } = loaderData;
  const labels = days.map((day) => day.label);
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="heading-section">Insights</h1>
          <p className="mt-1 text-muted">
            {from} to {to}, India Standard Time (IST). Counted without cookies; a visitor is counted once a day.
          </p>
        </div>
        <a href={`/admin/insights.csv?days=${range}`} download className={buttonClass({ variant: "secondary" })}>
          Export CSV
        </a>
      </div>

      <nav aria-label="Period" className="mt-6 flex flex-wrap gap-2">
        {insightRanges.map((days) => (
          <Link
            key={days}
            to={`/admin/insights?days=${days}`}
            aria-current={days === range ? "page" : undefined}
            className={buttonClass({ variant: days === range ? "primary" : "secondary" })}
          >
            Last {days} days
          </Link>
        ))}
      </nav>

      <dl className="mt-6 grid grid-cols-2 gap-4 lg:grid-cols-4">
        {[
          ["Visitors", indianFigure(totals.visitors)],
          ["Page views", indianFigure(totals.views)],
          ["Enquiries", indianFigure(totals.enquiries)],
          ["Enquiries per 100\u00a0visitors", conversionRate === undefined ? "–" : String(conversionRate)],
        ].map(([term, value]) => (
          <div key={term} className={cardClass({ padding: "compact" })}>
            <dt className="text-sm text-muted">{term}</dt>
            <dd className="mt-1 text-2xl font-bold text-ink tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>

      {[
        {
          heading: "Visits by day",
          title: `Visitors and page views per day, ${from} to ${to}`,
          lines: [
            { name: "Page views", values: days.map((day) => day.views) },
            { name: "Visitors", values: days.map((day) => day.visitors) },
          ],
        },
        {
          heading: "Enquiries by day",
          title: `Enquiries per day, ${from} to ${to}`,
          lines: [{ name: "Enquiries", values: days.map((day) => day.enquiries) }],
        },
      ].map((chart) => (
        <section key={chart.heading} aria-label={chart.heading} className={cardClass({ className: "mt-6" })}>
          <h2 className="text-lg font-bold text-ink">{chart.heading}</h2>
          <div className="mt-4">
            <LineChart title={chart.title} labels={labels} lines={chart.lines} />
          </div>
        </section>
      ))}

      <div className="mt-6 grid gap-6 lg:grid-cols-2 [&>*]:min-w-0">
        <div className={cardClass()}>
          <BarList title="Top pages" rows={loaderData.pages} empty="No page views in this period." />
        </div>
        <div className={cardClass()}>
          <BarList
            title="Top referrers"
            rows={loaderData.referrers}
            empty="No visits from other sites in this period."
          />
        </div>
        <div className={cardClass()}>
          <BarList title="Top campaigns" rows={loaderData.campaigns} empty="No campaign links used in this period." />
        </div>
        <div className={cardClass()}>
          <BarList title="Openings" rows={loaderData.openings} empty="No opening's page was viewed in this period." />
        </div>
      </div>

      <details className={cardClass({ className: "mt-6" })}>
        <summary className="flex min-h-11 cursor-pointer items-center font-semibold text-ink">Figures by day</summary>
        <div className="mt-4 overflow-x-auto">
          <table className="w-full text-left text-sm tabular-nums">
            <caption className="sr-only">Visitors, page views and enquiries per day</caption>
            <thead>
              <tr className="border-b border-line text-muted">
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Day
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Visitors
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Page views
                </th>
                <th scope="col" className="py-2 font-semibold">
                  Enquiries
                </th>
              </tr>
            </thead>
            <tbody>
              {days.map((day) => (
                <tr key={day.day} className="border-b border-line last:border-0">
                  <th scope="row" className="py-2 pr-4 font-normal whitespace-nowrap text-ink">
                    {day.label}
                  </th>
                  <td className="py-2 pr-4">{day.visitors}</td>
                  <td className="py-2 pr-4">{day.views}</td>
                  <td className="py-2">{day.enquiries}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </>
  );
}
