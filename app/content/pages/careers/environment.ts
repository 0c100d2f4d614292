import type { PageContent } from "../../types";
import { site } from "../../../site/facts";

export const page: PageContent = {
  description: "Life at Jenesys: learning, mentoring, flexible work and engineering teams in Bangalore and Chennai.",
  hero: {
    eyebrow: "Careers",
    title: "Careers and Work Environment",
    tagline: "Build software that matters, with people who help you grow.",
    intro: [
      "At Jenesys Technologies you work on systems that people rely on every day: telecom networks, hospital records, banking platforms, citizen services and the firmware inside storage arrays. Our engineering teams in Bangalore and Chennai are small enough for every person to be known and experienced enough for every person to learn.",
      "Many of our colleagues have been with us for over a decade. They stay because the work is interesting, the teams are respectful and there is always a next step to grow into.",
    ],
    art: { icon: "users", alt: "Illustration of a team of engineers working together around a shared screen" },
  },
  sections: [
    {
      kind: "cards",
      heading: "Our culture",
      columns: 3,
      cards: [
        {
          title: "Ownership",
          description:
            "Engineers talk to clients, shape solutions and see their work through to production. You are trusted with real responsibility from your first project.",
          icon: "target",
        },
        {
          title: "Mentoring",
          description:
            "Every new colleague is paired with an experienced mentor, and senior engineers review code and designs to teach, not to gatekeep.",
          icon: "handshake",
        },
        {
          title: "Open doors",
          description:
            "Questions, ideas and concerns go straight to team leads and to the leadership. Monthly all-hands meetings share how the company is doing.",
          icon: "lightbulb",
        },
        {
          title: "Balance",
          description:
            "We plan work to be done in working hours. Flexible start times and hybrid working help you fit work around the rest of your life.",
          icon: "clock",
        },
        {
          title: "Respect and inclusion",
          description:
            "People of every background are welcome here. We hire and promote on ability and conduct, and we do not tolerate harassment of any kind.",
          icon: "heart",
        },
        {
          title: "Sustainability",
          description:
            "Our offices run on energy-efficient infrastructure and recycled stationery, and colleagues lead green initiatives in both cities.",
          icon: "leaf",
        },
      ],
    },
    {
      kind: "blocks",
      heading: "Learning and growth",
      intro: "Technology changes quickly; we make time and budget for you to keep up.",
      blocks: [
        {
          title: "Structured learning",
          points: [
            "A structured induction programme for graduate engineers",
            "Internal courses on cloud, testing, embedded systems and domain knowledge",
            "Weekly tech talks given by colleagues about their projects",
          ],
        },
        {
          title: "Certifications",
          points: [
            "Paid certification exams in cloud, database and testing technologies",
            "Study time set aside during working hours",
            "Access to online learning libraries",
          ],
        },
        {
          title: "Career paths",
          points: [
            "Technical and management tracks with equal standing",
            "Twice-yearly reviews with clear expectations for the next level",
            "Moves between practices and between Bangalore and Chennai when you want a change",
          ],
        },
      ],
    },
    {
      kind: "cards",
      heading: "Benefits",
      columns: 3,
      cards: [
        {
          title: "Health cover",
          description: "Group medical insurance for you, your spouse, your children and your parents.",
          icon: "heart-pulse",
        },
        {
          title: "Flexible and hybrid work",
          description: "Flexible hours and a hybrid schedule agreed with your team and your client.",
          icon: "home",
        },
        {
          title: "Learning budget",
          description: "An annual allowance for courses, books, conferences and certifications.",
          icon: "graduation-cap",
        },
        {
          title: "Leave that respects life",
          description: "Generous paid leave, parental leave and time off for exams and family events.",
          icon: "calendar",
        },
        {
          title: "Recognition",
          description: "Quarterly awards for engineering excellence, client appreciation and mentoring.",
          icon: "award",
        },
        {
          title: "Well-being",
          description: "Annual health check-ups, wellness sessions and a confidential employee assistance line.",
          icon: "activity",
        },
      ],
    },
    {
      kind: "steps",
      heading: "How we hire",
      steps: [
        {
          number: 1,
          title: "Apply",
          description: `Send your CV to ${site.email.careers} with the position title as the subject.`,
          tint: "brand",
        },
        {
          number: 2,
          title: "Technical conversation",
          description:
            "A discussion of your experience and a practical problem, with an engineer from the team you would join.",
          tint: "sky",
        },
        {
          number: 3,
          title: "Meet the team",
          description: "Meet your future lead and colleagues, and ask them anything about the work.",
          tint: "teal",
        },
        {
          number: 4,
          title: "Offer",
          description: "We aim to give you a decision within a week of your final conversation.",
          tint: "amber",
        },
      ],
    },
    {
      kind: "cards",
      heading: "Find your next role",
      columns: 2,
      cards: [
        {
          title: "Current Openings",
          description:
            "The roles open now in Bangalore and Chennai, each with the skills it asks for and the responsibilities it carries.",
          icon: "briefcase",
          link: "/CurrentOpenings",
        },
        {
          title: "Success Stories",
          description:
            "The projects our teams have delivered for clients, from telecom networks and hospitals to storage firmware.",
          icon: "award",
          link: "/SuccessStories",
        },
      ],
    },
  ],
  cta: {
    heading: "Want to grow your career with us?",
    text: `Send your CV to ${site.email.careers} with the position title as the subject, or ask us anything about the work you would like to do here.`,
    action: { label: "Contact Us", href: "/contact" },
  },
};
