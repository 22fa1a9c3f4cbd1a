import type { ContentPage } from "./types";

/**
 * HR compliance pages (menu column "Compliance"). Informative content only; every page that
 * touches the law says briefly that it is not legal advice.
 */
export const hrPages: ContentPage[] = [
  {
    slug: "press",
    title: "Press & News",
    h1: "Media Resources on Payments and HR Compliance for Small Business",
    description:
      "Press and media information about our payment processing and HR compliance services, " +
      "with verified company facts and a direct route for media inquiries.",
    eyebrow: "Compliance",
    lead:
      "This page gives journalists, editors and analysts a starting point for covering our " +
      "merchant services and HR compliance work. For interviews, background or fact checks, send " +
      "your request through our [consultation form](/consult) and mark it as a media inquiry.",
    highlights: [
      {
        title: "Media inquiries",
        text: "Interview, quote and background requests go through one form, and a specialist replies within one business day.",
      },
      {
        title: "Verified company facts",
        text: "30+ years of experience and nationwide service for tens of thousands of business owners across the United States.",
      },
      {
        title: "Subject expertise",
        text: "Card processing costs, dual pricing, surcharging, chargebacks and HR compliance for small employers.",
      },
      {
        title: "Support behind the story",
        text: "Our merchants get 24/7/365 customer support from a U.S.-based team.",
      },
    ],
    sections: [
      {
        heading: "Company at a glance",
        paragraphs: [
          "We are a US merchant services provider that helps businesses accept cards in store, " +
            "online and on the go, lower what they pay to do it, and keep up with employment rules " +
            "as they grow. When a story needs a verified fact about us, use the figures below. They " +
            "are the same ones we publish across our site, and we stand behind each of them.",
        ],
        bullets: [
          "**30+ years of experience** in merchant services, with nationwide service.",
          "**Tens of thousands of business owners** across the United States have worked with us.",
          "**97% of business owners** who receive a free rate review end up saving money.",
          "**24/7/365 customer support** from a U.S.-based team.",
          "**Dual pricing (cash discount) is legal in all 50 states**, and it can bring processing costs to 0%.",
        ],
      },
      {
        heading: "Topics our specialists can speak to",
        paragraphs: [
          "Reporters usually come to us for plain-language explanations of how card acceptance " +
            "works for a small business. Our specialists can walk through how processing fees are " +
            "built, why owners often overpay, and what changes when a shop moves to a cash discount " +
            "or a surcharge program. We also comment on the people side of running a small employer.",
        ],
        bullets: [
          "Processing costs: competitors typically charge 2.5-3.5% per transaction (up to 4% in some cases).",
          "How [dual pricing](/dual-pricing) and [surcharge programs](/surcharge) work and are disclosed.",
          "Chargebacks and friendly fraud, drawing on our [chargeback guide](/chargeback-guide).",
          "HR compliance basics for small employers, from handbooks to multistate hiring.",
          "Small business funding, including business funding approval in 24-48 hours.",
        ],
      },
      {
        heading: "How to send a media inquiry",
        paragraphs: [
          "Use our [consultation form](/consult) and begin your message with the words media " +
            "inquiry. A specialist replies within one business day and routes the request to the " +
            "right person on our team. Please keep confidential documents out of the form; we will " +
            "arrange a better way to share them if your story requires it.",
        ],
        bullets: [
          "Your name, your outlet and the story you are working on.",
          "Your deadline, including the time zone.",
          "Whether you need an interview, a written quote or background only.",
          "Any figures or statements you want us to confirm.",
        ],
      },
      {
        heading: "Background reading before an interview",
        paragraphs: [
          "Many writers find it useful to skim our explainers first. Our [articles](/articles) " +
            "cover processing, pricing programs and point-of-sale topics. The [education hub](/education) " +
            "collects practical HR and compliance material for owners, and the " +
            "[HR compliance overview](/compliance) describes the services we offer employers. Each " +
            "piece is written for business owners, so it reads cleanly without industry translation.",
        ],
      },
      {
        heading: "How we handle news and client privacy",
        paragraphs: [
          "We post company news on this page when there is something worth announcing, and we keep " +
            "it to facts we can verify. We never share customer names, account details or merchant " +
            "data with the media, and we do not comment on individual client disputes. If your story " +
            "concerns a specific merchant account, the account holder needs to speak for themselves.",
        ],
      },
    ],
    faqs: [
      {
        question: "How quickly will someone respond to a media request?",
        answer:
          "A specialist replies within one business day. Tell us your deadline in the first line " +
          "of your message so we can prioritize it. If you need a short written statement rather " +
          "than an interview, say so; it is usually the quickest thing to turn around, and it " +
          "gives you wording you can quote exactly.",
      },
      {
        question: "Can you comment on a specific merchant or customer?",
        answer:
          "No. We protect the privacy of every business we work with, so we do not confirm whether " +
          "a company is a client, discuss account details or comment on individual disputes. We are " +
          "glad to explain how processing, chargebacks or HR compliance generally work, which often " +
          "gives readers the context they need without naming anyone.",
      },
      {
        question: "Can I quote the figures on this page?",
        answer:
          "Yes, please quote them exactly as written. For example, our savings estimate is about " +
          "$300 per $10,000 in monthly card volume, up to $3,000+ per month at $100,000+. If you " +
          "want to use a figure in a different context or combine it with other data, ask us first " +
          "so we can confirm it fits.",
      },
    ],
    related: ["/articles", "/education", "/compliance", "/chargeback-guide"],
    cta: {
      heading: "Working on a story?",
      text:
        "Send your media inquiry through our consultation form with your outlet and deadline, " +
        "and a specialist will reply within one business day.",
      label: "Send a Media Inquiry",
    },
  },
  {
    slug: "education",
    title: "HR Education Center",
    h1: "Practical HR and Compliance Know-How for Business Owners",
    description:
      "Plain-language HR and compliance education for business owners: hiring, pay practices, " +
      "policies, investigations and payments compliance basics.",
    eyebrow: "Compliance",
    lead:
      "Running a business means making employment decisions long before you can afford an HR " +
      "department. These resources explain the essentials in plain language so you know what to " +
      "ask, what to document and when to get help.",
    highlights: [
      {
        title: "Written for owners",
        text: "Short, practical explanations without jargon, built around decisions you actually face.",
      },
      {
        title: "Covers the full employee lifecycle",
        text: "From the job posting and offer letter through discipline, leave and separation.",
      },
      {
        title: "Payments compliance too",
        text: "Card acceptance brings its own rules, from PCI DSS to chargeback handling.",
      },
      {
        title: "A path to expert help",
        text: "When a topic needs hands-on support, our specialists can take it from there.",
      },
    ],
    sections: [
      {
        heading: "Who these resources are for",
        paragraphs: [
          "Most small employers handle HR on the side: the owner, an office manager or a bookkeeper " +
            "picks it up because someone has to. This material is for those people. It assumes no " +
            "HR background and focuses on the questions that come up in real workplaces, such as " +
            "how to classify a new hire, what to write down after a difficult conversation, or what " +
            "changes when you hire outside your home state.",
        ],
      },
      {
        heading: "Core topics every employer should understand",
        bullets: [
          "**Hiring and onboarding:** job descriptions, interview questions to avoid, offer letters and new-hire paperwork.",
          "**Classification:** employee versus independent contractor, and exempt versus non-exempt roles.",
          "**Pay practices:** overtime, breaks, final paychecks and keeping accurate time records.",
          "**Leave and accommodation:** how to respond when an employee asks for time off or changes at work.",
          "**Conduct and complaints:** harassment prevention, complaint intake and fair investigations.",
          "**Discipline and separation:** consistent documentation that explains every decision.",
        ],
      },
      {
        heading: "Guides to our HR compliance services",
        paragraphs: [
          "Each service page explains a common compliance need, the signs that you have it and what " +
            "good practice looks like, whether or not you work with us. Start with the " +
            "[HR compliance overview](/compliance), or go straight to the topic in front of you.",
        ],
        bullets: [
          "[Employee handbooks](/employee-handbook) that match how you actually operate.",
          "[Digital HR templates](/digital-hr-templates) for everyday documents.",
          "[Manager compliance training](/manager-compliance-training) for supervisors.",
          "[Multistate compliance](/multistate-compliance) for remote and out-of-state hires.",
          "[HR audits](/hr-audits), [workplace investigations](/workplace-investigations) and [fractional HR](/fractional-hr).",
        ],
      },
      {
        heading: "Payments compliance belongs on the list",
        paragraphs: [
          "If you take cards, you have compliance duties on the payments side as well. PCI DSS " +
            "applies to every merchant that takes cards, card-brand rules limit how surcharges can " +
            "be applied, and a few states restrict surcharging, so check before you start. Our " +
            "[surcharge program page](/surcharge) covers those rules, and our " +
            "[chargeback guide](/chargeback-guide) explains how to prevent and answer disputes.",
        ],
      },
      {
        heading: "How to use this material responsibly",
        paragraphs: [
          "Everything here is general information, not legal advice. Employment rules differ by " +
            "state and often by city or county, and they change regularly. Use these resources to " +
            "understand the landscape and prepare better questions, then confirm how the rules apply " +
            "to your situation. When a decision carries real legal risk, such as a termination after " +
            "a complaint, talk to an employment attorney before you act.",
        ],
      },
    ],
    faqs: [
      {
        question: "Is this education material legal advice?",
        answer:
          "No. It is general information meant to help business owners understand common HR and " +
          "compliance topics. Laws vary by location and change over time, and the right answer " +
          "often depends on facts specific to your business. For decisions with legal consequences, " +
          "consult a licensed employment attorney in the states where your people work.",
      },
      {
        question: "Do small businesses really need to think about HR compliance?",
        answer:
          "Yes. Many employment rules apply from the first hire, including wage and hour and " +
          "recordkeeping rules, and in many states anti-discrimination rules as well. More apply " +
          "as headcount grows. " +
          "Small employers are often more exposed than large ones because a single claim or " +
          "back-pay issue can hit harder when there is no HR staff to catch problems early.",
      },
      {
        question: "Where should a new employer start?",
        answer:
          "Get the basics right first: classify each worker correctly, keep accurate time and pay " +
          "records, display the required workplace notices and put core policies in writing. A " +
          "clear handbook and a set of consistent templates cover a lot of ground. If you are " +
          "unsure where you stand, an HR audit shows which gaps to close first.",
      },
      {
        question: "How can I get help applying what I learn here?",
        answer:
          "Request a free consultation and tell us what you are dealing with, whether it is a " +
          "handbook rewrite, a new remote hire in another state or a complaint that needs looking " +
          "into. A specialist replies within one business day and can explain which of our HR " +
          "compliance services fits your situation.",
      },
    ],
    related: ["/compliance", "/hr-audits", "/employee-handbook", "/articles"],
    cta: {
      heading: "Have an HR question you cannot put off?",
      text:
        "Request a free consultation and a specialist will reply within one business day to talk " +
        "through your situation and the support that fits it.",
    },
  },
  {
    slug: "compliance",
    title: "HR Compliance Services",
    h1: "Stay Compliant as You Hire, Grow and Expand",
    description:
      "HR compliance services for small and growing businesses: handbooks, audits, training, " +
      "templates, investigations, multistate support and fractional HR.",
    eyebrow: "Compliance",
    lead:
      "Employment rules grow more complicated with every hire, every new location and every " +
      "remote worker. Our HR compliance services give business owners practical support to keep " +
      "policies, paperwork and managers in step with those rules.",
    highlights: [
      {
        title: "One partner for payments and people",
        text: "The same team that helps you accept cards can help you manage employer obligations.",
      },
      {
        title: "Built for small teams",
        text: "Support sized for businesses without an HR department, from the first hire onward.",
      },
      {
        title: "Prevention first",
        text: "Clear policies, trained managers and good records stop most problems before they start.",
      },
      {
        title: "Help when issues arise",
        text: "Impartial investigations and experienced guidance when a complaint lands on your desk.",
      },
    ],
    sections: [
      {
        heading: "What HR compliance covers",
        paragraphs: [
          "HR compliance means running your workforce in line with federal, state and local " +
            "employment rules. That includes how you recruit and hire, how you classify and pay " +
            "people, the notices and policies you must provide, how you handle leave and " +
            "accommodation requests, and how you respond to complaints. It also means keeping the " +
            "records that prove you did all of that consistently.",
        ],
      },
      {
        heading: "Our HR compliance services",
        bullets: [
          "[Employee handbook](/employee-handbook) development and annual updates.",
          "[HR audits](/hr-audits) that review policies, files and practices and rank the fixes.",
          "[Manager compliance training](/manager-compliance-training) for supervisors and leads.",
          "[Digital HR templates](/digital-hr-templates) for offers, onboarding, reviews and separations.",
          "[Multistate compliance](/multistate-compliance) support for remote and out-of-state employees.",
          "[Workplace investigations](/workplace-investigations) and ongoing [fractional HR](/fractional-hr) support.",
        ],
      },
      {
        heading: "How an engagement works",
        bullets: [
          "**Consultation:** we learn your headcount, locations, industry and what prompted the call.",
          "**Review:** our specialists look at your current documents and practices.",
          "**Plan:** you get a prioritized list of recommendations in plain language.",
          "**Build and train:** we help put policies, templates and training in place.",
          "**Keep current:** we revisit your setup as rules change and your business grows.",
        ],
      },
      {
        heading: "Why a payments provider offers HR support",
        paragraphs: [
          "With 30+ years of experience working alongside business owners on the financial side " +
            "of their operations, we kept hearing the same thing: employment paperwork and " +
            "people problems were taking up the time they needed for customers. Offering HR " +
            "compliance support lets a business work with one partner it already knows for both " +
            "payments and people, with 24/7/365 customer support from a U.S.-based team.",
        ],
      },
      {
        heading: "An important note on legal advice",
        paragraphs: [
          "Our HR compliance services provide practical guidance, documents and training; they are " +
            "not legal advice and do not replace an employment attorney. When a matter involves a " +
            "lawsuit, an agency charge, or a decision with significant legal exposure, we will tell " +
            "you so and recommend that you bring in counsel. Good compliance work makes those " +
            "conversations shorter and less expensive.",
        ],
      },
    ],
    faqs: [
      {
        question: "Which HR compliance service should I start with?",
        answer:
          "If you are not sure where you stand, start with an HR audit. It reviews your handbook, " +
          "personnel files, classifications and practices and tells you which gaps carry the most " +
          "risk. If you already know the problem, such as an outdated handbook or a first hire in " +
          "another state, we can begin with that specific service instead.",
      },
      {
        question: "Do these services replace an employment attorney?",
        answer:
          "No. We offer practical HR guidance, documents and training, not legal advice. Many " +
          "situations never need a lawyer when policies and records are in good shape, but some " +
          "do, including lawsuits, agency charges and high-risk terminations. In those cases we " +
          "recommend consulting an attorney, and the documentation we help you keep makes that " +
          "work easier.",
      },
      {
        question: "Is HR compliance support only for larger businesses?",
        answer:
          "No. Many employment obligations apply from the first employee, and small businesses " +
          "are usually the ones without in-house HR staff to track them. Our services are designed " +
          "for owners who handle HR themselves or through an office manager and want reliable " +
          "guidance without hiring a full-time HR professional.",
      },
      {
        question: "How do I get started?",
        answer:
          "Request a free consultation and describe your business: how many people you employ, " +
          "where they work and what prompted you to reach out. A specialist replies within one " +
          "business day to discuss your needs and recommend where to begin, whether that is an " +
          "audit, a handbook, training or ongoing support.",
      },
    ],
    related: ["/hr-audits", "/employee-handbook", "/fractional-hr", "/education"],
    cta: {
      heading: "Get a clear picture of your HR compliance",
      text:
        "Book a free consultation and our specialists will help you identify the gaps that matter " +
        "most and the support that closes them.",
    },
  },
  {
    slug: "employee-handbook",
    title: "Employee Handbook",
    h1: "A Handbook That Sets Clear Expectations from Day One",
    description:
      "Employee handbook development for small businesses: clear policies, state-specific " +
      "addenda, signed acknowledgments and regular updates as rules change.",
    eyebrow: "Compliance",
    lead:
      "A good employee handbook tells your team how the business works, what you expect and what " +
      "they can expect from you. We help you build one that reflects your actual practices and " +
      "stays current as employment rules change.",
    highlights: [
      {
        title: "Tailored to your business",
        text: "Policies written around how you really schedule, pay and manage people.",
      },
      {
        title: "State-aware",
        text: "Addenda for the states where your employees work, not a one-size-fits-all document.",
      },
      {
        title: "Readable",
        text: "Plain language employees will actually read, organized so answers are easy to find.",
      },
      {
        title: "Kept current",
        text: "Scheduled reviews so the handbook does not drift out of date.",
      },
    ],
    sections: [
      {
        heading: "Why a handbook matters",
        paragraphs: [
          "A handbook gives every employee the same information about pay, time off, conduct and " +
            "how to raise concerns. That consistency protects the business: when a dispute comes up, " +
            "a written policy the employee acknowledged is far stronger than a rule everyone just " +
            "knew. It also saves managers from answering the same questions again and again, and it " +
            "makes onboarding faster.",
        ],
      },
      {
        heading: "What a strong handbook includes",
        bullets: [
          "Welcome, at-will statement where applicable and a clear disclaimer that the handbook is not a contract.",
          "Equal employment opportunity, anti-harassment and anti-retaliation policies with a complaint process.",
          "Pay practices: pay periods, timekeeping, overtime, meal and rest breaks.",
          "Time off and leave, including any leave your states or cities require.",
          "Workplace conduct, attendance, technology use and confidentiality.",
          "Safety, discipline and separation procedures.",
        ],
      },
      {
        heading: "State and local addenda",
        paragraphs: [
          "Federal rules set a floor, but states and cities add requirements on paid sick leave, " +
            "final pay, breaks, scheduling and more. If you have employees in more than one state, " +
            "a single generic handbook will almost certainly be wrong somewhere. We structure the " +
            "handbook with a core document plus state addenda, so each employee gets the rules that " +
            "apply where they work. See [multistate compliance](/multistate-compliance) for more.",
        ],
      },
      {
        heading: "Distribution, acknowledgment and updates",
        paragraphs: [
          "A handbook only helps if employees receive it and you can prove they did. Collect a " +
            "signed or electronic acknowledgment from every employee at hire and after every " +
            "significant update, and keep it in the personnel file. Review the handbook at least " +
            "once a year and whenever you open a location, add a state or change a core practice. " +
            "Our [digital HR templates](/digital-hr-templates) include acknowledgment forms.",
        ],
      },
      {
        heading: "How we build your handbook",
        bullets: [
          "A short intake on your locations, headcount, pay practices and existing policies.",
          "A draft written in plain language, with state addenda where needed.",
          "A review call to confirm the policies match what you actually do.",
          "A final version ready to distribute, plus a reminder schedule for reviews.",
        ],
      },
    ],
    faqs: [
      {
        question: "Is an employee handbook legally required?",
        answer:
          "Few rules require a handbook as such, but many require that employees receive specific " +
          "notices and written policies, and a handbook is the most practical place to keep them " +
          "together. It is also your best evidence that policies were communicated. This is general " +
          "information, not legal advice; an employment attorney can confirm what applies to you.",
      },
      {
        question: "How often should we update our handbook?",
        answer:
          "Review it at least once a year, because state and local employment rules change " +
          "regularly. Also update it when you expand into a new state or city, change pay or leave " +
          "practices, or notice that managers are doing something the handbook does not describe. " +
          "Collect fresh acknowledgments from employees whenever you issue a significant update.",
      },
      {
        question: "Can we just use a free handbook template from the internet?",
        answer:
          "A generic template is better than nothing, but it usually misses state requirements, " +
          "includes policies you do not follow and uses language that does not fit your business. " +
          "A handbook that contradicts your actual practices can cause more problems than it " +
          "solves. Treat any template as a starting point and tailor it carefully.",
      },
      {
        question: "Does a handbook create a contract with employees?",
        answer:
          "It should not, and a well-drafted handbook says so clearly. Disclaimer language stating " +
          "that the handbook is not a contract, and that policies may change, helps preserve your " +
          "flexibility. Wording still matters, so avoid promises such as guaranteed job security. " +
          "For questions about enforceability in your state, consult an employment attorney.",
      },
    ],
    related: ["/digital-hr-templates", "/multistate-compliance", "/hr-audits", "/compliance"],
    cta: {
      heading: "Ready for a handbook that fits your business?",
      text:
        "Request a free consultation and our specialists will review what you have today and map " +
        "out the policies your team needs.",
    },
  },
  {
    slug: "workplace-investigations",
    title: "Workplace Investigations",
    h1: "Fair, Documented Investigations When Complaints Arise",
    description:
      "Impartial workplace investigations for small businesses: complaint intake, interviews, " +
      "evidence review and a clear written findings report.",
    eyebrow: "Compliance",
    lead:
      "When an employee raises a complaint about harassment, discrimination, safety or " +
      "misconduct, how you respond matters as much as what happened. We help you run a prompt, " +
      "impartial investigation and document every step.",
    highlights: [
      {
        title: "Impartial",
        text: "An outside perspective when the people involved are close to management.",
      },
      {
        title: "Prompt",
        text: "A plan from the first conversation, so complaints do not sit unanswered.",
      },
      {
        title: "Thorough",
        text: "Interviews, documents and messages reviewed against the policies that apply.",
      },
      {
        title: "Documented",
        text: "A written report that explains the evidence, the findings and the reasoning.",
      },
    ],
    sections: [
      {
        heading: "When an investigation is needed",
        paragraphs: [
          "Any complaint of harassment, discrimination, retaliation, violence, theft or serious " +
            "policy violations deserves a structured look, even if it arrives informally or the " +
            "employee asks you not to act. Small businesses often struggle here because everyone " +
            "knows everyone, and the accused may be a top performer, a manager or a family member. " +
            "That is exactly when an outside investigator adds the most value.",
        ],
      },
      {
        heading: "Principles of a sound investigation",
        bullets: [
          "**Prompt:** start quickly and take interim steps to protect people if needed.",
          "**Impartial:** the investigator has no stake in the outcome.",
          "**Thorough:** speak with every relevant witness and collect the relevant records.",
          "**Discreet:** share information only with those who need it.",
          "**No retaliation:** make clear that retaliation against anyone who participates is prohibited.",
        ],
      },
      {
        heading: "How the process works",
        bullets: [
          "Intake: we review the complaint, the policies involved and any immediate risks.",
          "Planning: we agree on scope, witnesses and the documents to gather.",
          "Interviews: the complainant, the respondent and witnesses, each documented in notes.",
          "Evidence review: schedules, messages, camera footage, records and prior complaints.",
          "Findings: a written report stating what the evidence supports and why.",
        ],
      },
      {
        heading: "After the findings",
        paragraphs: [
          "The report gives you a factual basis for a decision, but the decision is yours. " +
            "Corrective action should be proportionate and consistent with how you have handled " +
            "similar conduct before. Close the loop with the complainant and the respondent, check " +
            "in afterward to confirm the behavior stopped, and look for root causes. Targeted " +
            "[manager compliance training](/manager-compliance-training) often follows an investigation.",
        ],
      },
      {
        heading: "Investigations and legal advice",
        paragraphs: [
          "Our investigation support is not legal advice. If a complaint has already become an " +
            "agency charge or a lawsuit, or if the facts suggest one is likely, involve an " +
            "employment attorney early; counsel may want to direct the investigation. A careful, " +
            "well-documented process is valuable either way, because it shows the business took " +
            "the concern seriously and acted in good faith.",
        ],
      },
    ],
    faqs: [
      {
        question: "When should we bring in an outside investigator?",
        answer:
          "Consider outside help when the complaint involves an owner, a senior manager or a " +
          "relative; when the allegations are serious, such as sexual harassment or violence; when " +
          "several employees are involved; or when no one inside the business can be neutral. " +
          "An outside investigator also helps when your team lacks experience interviewing witnesses.",
      },
      {
        question: "Can we promise the complaining employee complete confidentiality?",
        answer:
          "You should not promise total confidentiality, because a fair investigation requires " +
          "sharing some details with the respondent and witnesses. Instead, promise discretion: " +
          "information is shared only with people who need it to investigate and resolve the " +
          "matter. Also tell the employee plainly that retaliation is prohibited and how to report it.",
      },
      {
        question: "How long does a workplace investigation take?",
        answer:
          "It depends on the number of witnesses, the amount of evidence and how available people " +
          "are. Simple matters can wrap up quickly, while complex ones take longer. What matters " +
          "most is starting promptly, keeping the parties informed about progress and not letting " +
          "the process stall, since delay can itself look like indifference.",
      },
      {
        question: "What should we do before the investigation starts?",
        answer:
          "Write down what was reported, when and to whom, and preserve relevant records such as " +
          "messages, schedules and video. Decide whether interim steps are needed, like adjusting " +
          "schedules so the people involved do not work together, and make sure those steps do not " +
          "penalize the person who complained. Then contact us or counsel.",
      },
    ],
    related: ["/manager-compliance-training", "/hr-audits", "/fractional-hr", "/compliance"],
    cta: {
      heading: "Facing a complaint you need to handle properly?",
      text:
        "Request a consultation and a specialist will reply within one business day to talk " +
        "through next steps and how an impartial investigation can help.",
    },
  },
  {
    slug: "manager-compliance-training",
    title: "Manager Compliance Training",
    h1: "Equip Managers to Make Compliant Calls Every Shift",
    description:
      "Compliance training for managers and supervisors: harassment prevention, wage and hour " +
      "basics, leave requests, documentation and fair discipline.",
    eyebrow: "Compliance",
    lead:
      "Most employment claims start with a decision a supervisor made on an ordinary day. Our " +
      "manager compliance training gives your leads the knowledge and confidence to handle those " +
      "moments correctly and escalate the ones they should not handle alone.",
    highlights: [
      {
        title: "Practical scenarios",
        text: "Situations managers actually face, from schedule changes to complaints.",
      },
      {
        title: "Core compliance topics",
        text: "Harassment prevention, wage and hour basics, leave and accommodation requests.",
      },
      {
        title: "Documentation habits",
        text: "How to write notes that hold up when a decision is questioned later.",
      },
      {
        title: "Training records",
        text: "Attendance and acknowledgment records you can produce when asked.",
      },
    ],
    sections: [
      {
        heading: "Why managers need their own training",
        paragraphs: [
          "Managers act on behalf of the business, so their mistakes become the company's " +
            "mistakes. A supervisor who shrugs off a harassment complaint, asks an employee to work " +
            "off the clock or reacts badly to a request for leave can create liability in a single " +
            "conversation. Training does not turn managers into HR experts, but it teaches them to " +
            "spot the situations that matter and respond consistently.",
        ],
      },
      {
        heading: "Topics we cover",
        bullets: [
          "Preventing and responding to harassment, discrimination and retaliation.",
          "Wage and hour basics: timekeeping, overtime, breaks and off-the-clock work.",
          "Recognizing leave and accommodation requests, even when they are informal.",
          "Lawful interviewing and hiring conversations.",
          "Documenting performance issues and applying discipline consistently.",
          "When to stop and escalate to the owner, HR support or counsel.",
        ],
      },
      {
        heading: "Training requirements vary by location",
        paragraphs: [
          "Several states and some cities require employers to provide harassment-prevention " +
            "training to supervisors, and sometimes to all employees, on a recurring schedule with " +
            "specific content. Requirements depend on where your people work and how many you " +
            "employ. We help you understand which rules may apply, but this is general information, " +
            "not legal advice, so confirm your obligations with an employment attorney.",
        ],
      },
      {
        heading: "Formats that fit your schedule",
        paragraphs: [
          "Small businesses cannot pull every manager off the floor for a full day. We keep " +
            "sessions focused and built around scenarios from your industry, whether that is a " +
            "restaurant shift lead, a retail store manager or a crew supervisor in the trades. " +
            "Short refreshers through the year reinforce the material better than a single session " +
            "that everyone forgets by spring.",
        ],
      },
      {
        heading: "Keeping proof of training",
        paragraphs: [
          "If a claim is ever filed, you may need to show who was trained, when and on what. " +
            "Keep attendance records, materials and signed acknowledgments in a central place, and " +
            "track refresher dates so nobody falls behind. Pair training with a current " +
            "[employee handbook](/employee-handbook) so managers can point employees to written " +
            "policy rather than improvising answers.",
        ],
      },
    ],
    faqs: [
      {
        question: "Who should attend manager compliance training?",
        answer:
          "Anyone who supervises others, approves time, schedules shifts, hires or disciplines " +
          "should attend, including owners and assistant managers. Shift leads are often the first " +
          "to hear a complaint or a leave request, so include them even if they do not carry a " +
          "manager title. New supervisors should be trained soon after promotion.",
      },
      {
        question: "How often should managers be trained?",
        answer:
          "Train new managers promptly and give everyone a refresher on a regular schedule, at " +
          "least annually for most businesses. Some states set their own recurring requirements " +
          "for harassment-prevention training. Add targeted sessions after policy changes, after " +
          "an investigation reveals a gap or when you expand into a new state.",
      },
      {
        question: "Is this training legal advice?",
        answer:
          "No. Our training explains general compliance principles and good management practice. " +
          "It helps managers recognize risk and respond appropriately, but it does not replace " +
          "advice from an employment attorney about a specific situation. When a manager faces an " +
          "unusual or high-stakes decision, the right move is to escalate it.",
      },
      {
        question: "Can training be tailored to our industry?",
        answer:
          "Yes. Scenarios are more useful when they look like your workplace, so we adapt examples " +
          "to the situations your managers see, such as tip handling in restaurants, scheduling in " +
          "retail or overtime on job sites. Tell us in the consultation about recent issues so the " +
          "training addresses them directly.",
      },
    ],
    related: ["/employee-handbook", "/workplace-investigations", "/fractional-hr", "/compliance"],
    cta: {
      heading: "Give your managers the confidence to get it right",
      text:
        "Request a free consultation to discuss your team, your locations and the training topics " +
        "that will make the biggest difference.",
    },
  },
  {
    slug: "digital-hr-templates",
    title: "Digital HR Templates",
    h1: "Ready-to-Use HR Documents That Save Hours of Drafting",
    description:
      "Digital HR templates for small businesses: offer letters, onboarding checklists, " +
      "performance reviews, write-ups and separation documents you can customize.",
    eyebrow: "Compliance",
    lead:
      "Consistent paperwork is one of the simplest ways to reduce HR risk. Our digital HR " +
      "templates give you a standard set of everyday documents to complete, sign and file " +
      "without starting from a blank page.",
    highlights: [
      {
        title: "Consistent",
        text: "Every hire, review and separation documented the same way.",
      },
      {
        title: "Editable",
        text: "Digital formats you can adapt to your business and your states.",
      },
      {
        title: "Organized",
        text: "Grouped by the stage of employment, so the right form is easy to find.",
      },
      {
        title: "Signature-ready",
        text: "Built to collect acknowledgments you can store in personnel files.",
      },
    ],
    sections: [
      {
        heading: "Why templates reduce risk",
        paragraphs: [
          "When each manager writes their own offer letters and warnings, the documents drift. " +
            "One promises something another leaves out, and a write-up for the same conduct looks " +
            "different depending on who wrote it. Inconsistency is exactly what a claimant's " +
            "attorney looks for. Standard templates keep the language aligned with your policies " +
            "and make it obvious when a step was skipped.",
        ],
      },
      {
        heading: "What the template library covers",
        bullets: [
          "**Hiring:** job description outline, interview guide and offer letter.",
          "**Onboarding:** new-hire checklist, policy acknowledgments and emergency contact form.",
          "**Time off:** leave and PTO request forms with manager approval fields.",
          "**Performance:** review forms, goal plans and coaching notes.",
          "**Discipline:** verbal warning record, written warning and improvement plan.",
          "**Separation:** resignation acknowledgment, exit checklist and property return list.",
        ],
      },
      {
        heading: "Customizing for your business and your states",
        paragraphs: [
          "A template is a starting point, not a finished document. Before using one, fill in your " +
            "own policies, pay practices and terminology, and check state and local requirements " +
            "for items such as final pay, required notices and the content of offer letters. If " +
            "you employ people in several states, keep a state-specific version where the rules " +
            "differ. Our [multistate compliance](/multistate-compliance) page explains why.",
        ],
      },
      {
        heading: "Storing and retaining completed documents",
        paragraphs: [
          "Signed documents only protect you if you can find them. Keep each employee's records in " +
            "a secure personnel file with access limited to those who need it, and store medical " +
            "information separately from the general file. Retention periods vary by document type " +
            "and location, so set a retention schedule and follow it rather than deleting or " +
            "keeping everything by default.",
        ],
      },
      {
        heading: "Where templates stop and expertise starts",
        paragraphs: [
          "Templates handle routine situations well. They are not a substitute for judgment when a " +
            "termination follows a complaint, an employee requests an accommodation or a separation " +
            "agreement involves a release of claims. Those moments call for [fractional HR](/fractional-hr) " +
            "support or an employment attorney. Templates are general resources and are not legal " +
            "advice for any specific situation.",
        ],
      },
    ],
    faqs: [
      {
        question: "Can I use the same templates in every state?",
        answer:
          "Many templates work across states with minor edits, but some documents depend heavily " +
          "on state and local rules, including final paycheck notices, leave forms and certain " +
          "offer letter details. Review each template against the rules where the employee works " +
          "before you use it, and keep separate versions where requirements differ.",
      },
      {
        question: "Are electronic signatures acceptable on HR documents?",
        answer:
          "Electronic signatures are widely accepted for most routine HR documents, such as policy " +
          "acknowledgments and offer letters. A few documents or situations may have specific " +
          "requirements, so confirm before relying on them for anything unusual. Whatever method " +
          "you use, make sure you can show who signed, what they signed and when.",
      },
      {
        question: "Do templates count as legal advice?",
        answer:
          "No. Templates are general tools designed to support consistent, well-documented HR " +
          "practices. They cannot account for every fact or every local rule. For high-risk " +
          "documents such as separation agreements with a release of claims, or any situation " +
          "already involving a dispute, have an employment attorney review the final version.",
      },
      {
        question: "How should managers use the discipline templates?",
        answer:
          "Describe the specific behavior, the date, the policy involved, any prior conversations " +
          "and what must change, using facts rather than opinions. Give the employee a chance to " +
          "respond in writing and ask them to sign to acknowledge receipt, not agreement. Apply " +
          "the same standard to everyone so similar conduct gets similar treatment.",
      },
    ],
    related: ["/employee-handbook", "/hr-audits", "/fractional-hr", "/education"],
    cta: {
      heading: "Stop drafting HR documents from scratch",
      text:
        "Request a free consultation and a specialist will walk you through the templates that " +
        "fit your business and how to put them to work.",
    },
  },
  {
    slug: "multistate-compliance",
    title: "Multistate Compliance",
    h1: "Hire Across State Lines Without Losing Track of the Rules",
    description:
      "Multistate HR compliance support for businesses with remote or out-of-state employees: " +
      "registrations, pay rules, leave, notices and handbook addenda.",
    eyebrow: "Compliance",
    lead:
      "Hiring one remote employee in another state can bring a new set of payroll, leave and " +
      "notice requirements. We help you identify what changes and keep each location compliant " +
      "as your team spreads out.",
    highlights: [
      {
        title: "State-by-state clarity",
        text: "A clear view of which rules follow each employee to the state where they work.",
      },
      {
        title: "Remote-ready",
        text: "Support for distributed teams, not just businesses with physical locations.",
      },
      {
        title: "Policy alignment",
        text: "Handbook addenda and templates that match each state's requirements.",
      },
      {
        title: "Ongoing monitoring",
        text: "Periodic check-ins as rules change and your team moves.",
      },
    ],
    sections: [
      {
        heading: "What changes when you hire in a new state",
        paragraphs: [
          "Employment rules generally follow the employee, so a worker in another state is usually " +
            "covered by that state's laws rather than yours. That one fact surprises many owners. " +
            "A remote hire can trigger new registrations, different pay and leave rules and new " +
            "posting requirements, even if the business has no office there.",
        ],
        bullets: [
          "Employer registration and state payroll tax accounts.",
          "Minimum wage, overtime and meal or rest break rules.",
          "Paid sick leave and other state or local leave programs.",
          "Final paycheck timing and pay statement requirements.",
          "Required workplace notices, including electronic delivery for remote staff.",
        ],
      },
      {
        heading: "Remote and hybrid employees",
        paragraphs: [
          "Remote work makes multistate compliance common for even very small businesses. Keep an " +
            "accurate record of where each employee actually works, and require notice before " +
            "anyone relocates, because a move can change the rules overnight. Some states and " +
            "cities also have expectations around reimbursing work expenses, which matters when " +
            "remote staff use their own phones and internet service.",
        ],
      },
      {
        heading: "Keeping policies consistent across locations",
        paragraphs: [
          "You want one culture but need rules that differ by state. The practical answer is a " +
            "core [employee handbook](/employee-handbook) with state addenda, plus " +
            "[digital HR templates](/digital-hr-templates) in state-specific versions where needed. " +
            "Managers should know which rules apply to each person they supervise, especially " +
            "for overtime, breaks and leave.",
        ],
      },
      {
        heading: "How we support multistate employers",
        bullets: [
          "Map where every employee works and which requirements that triggers.",
          "Flag registrations, notices and policies that need attention.",
          "Build handbook addenda and adjust templates for each state.",
          "Brief managers on location-specific rules they must follow.",
          "Revisit the setup as you add states or as rules change.",
        ],
      },
      {
        heading: "A note on legal and tax advice",
        paragraphs: [
          "Multistate compliance overlaps with employment law, payroll tax and sometimes business " +
            "registration. Our support is practical HR guidance, not legal or tax advice. Work " +
            "with your payroll provider and accountant on tax withholding and registrations, and " +
            "consult an employment attorney about state-specific questions with real consequences. " +
            "We help you keep the HR side organized and current.",
        ],
      },
    ],
    faqs: [
      {
        question: "Does one remote employee really change our obligations?",
        answer:
          "Often, yes. A single employee working in another state can require you to register as " +
          "an employer there, withhold that state's taxes and follow its wage, leave and notice " +
          "rules. The exact requirements depend on the state and the arrangement, so check before " +
          "the employee starts rather than after the first payroll.",
      },
      {
        question: "Which state's law applies to a remote employee?",
        answer:
          "As a general rule, the law of the state where the employee physically works applies to " +
          "most employment matters, not the state where your business is based. There are " +
          "exceptions and overlapping rules, and this is general information rather than legal " +
          "advice. When the answer matters, confirm it with an employment attorney.",
      },
      {
        question: "What happens if an employee moves without telling us?",
        answer:
          "You may fall out of compliance with the new state's payroll, leave and notice rules " +
          "without knowing it. Put a written policy in place requiring employees to request " +
          "approval before relocating or working from another state for an extended period, and " +
          "ask employees to confirm their work location periodically.",
      },
      {
        question: "Can we use one handbook for all states?",
        answer:
          "You can use one core handbook, but it needs state addenda wherever local rules differ " +
          "from your general policies. A single document that ignores those differences will be " +
          "wrong for some employees, which undermines the credibility of the entire handbook. " +
          "Addenda keep the structure simple while getting the details right.",
      },
    ],
    related: ["/employee-handbook", "/digital-hr-templates", "/hr-audits", "/compliance"],
    cta: {
      heading: "Growing beyond your home state?",
      text:
        "Request a free consultation and our specialists will help you see what each new state " +
        "requires and put the right policies in place.",
    },
  },
  {
    slug: "fractional-hr",
    title: "Fractional HR",
    h1: "Experienced HR Support Without a Full-Time Hire",
    description:
      "Fractional HR support for small businesses: ongoing access to HR expertise for policies, " +
      "employee issues, compliance questions and growth planning.",
    eyebrow: "Compliance",
    lead:
      "Most small businesses need HR expertise regularly but not full time. Fractional HR gives " +
      "you an experienced partner on an ongoing basis, so day-to-day people questions get good " +
      "answers without adding headcount.",
    highlights: [
      {
        title: "Expertise on call",
        text: "A consistent HR resource who learns your business and your people.",
      },
      {
        title: "Scaled to your needs",
        text: "Support that fits a small team today and grows with you.",
      },
      {
        title: "Proactive",
        text: "Reviews and reminders that keep compliance from slipping.",
      },
      {
        title: "Owner time back",
        text: "Less time on HR paperwork, more time on customers and operations.",
      },
    ],
    sections: [
      {
        heading: "What fractional HR means",
        paragraphs: [
          "Fractional HR is ongoing HR support delivered part time by an experienced professional " +
            "or team. Instead of calling for help only when something goes wrong, you have a " +
            "standing relationship with someone who knows your policies, your managers and your " +
            "history. That continuity means better advice, because each answer accounts for how you " +
            "have handled similar situations before.",
        ],
      },
      {
        heading: "Signs your business is ready",
        bullets: [
          "The owner or office manager spends hours each week on HR questions.",
          "You are hiring steadily or adding locations or states.",
          "Managers handle discipline and complaints differently from one another.",
          "Policies and paperwork have not been reviewed in a long time.",
          "You recently faced a complaint, claim or agency inquiry.",
        ],
      },
      {
        heading: "What a fractional HR partner handles",
        bullets: [
          "Day-to-day employee relations questions and difficult conversations.",
          "Policy updates, [employee handbook](/employee-handbook) maintenance and templates.",
          "Hiring, onboarding and separation processes.",
          "Performance management and consistent documentation.",
          "Compliance check-ins, periodic [HR audits](/hr-audits) and manager coaching.",
        ],
      },
      {
        heading: "How it compares with other options",
        paragraphs: [
          "A full-time HR hire makes sense once headcount and complexity justify the cost, but " +
            "many growing businesses are not there yet. Handling HR yourself costs time and leaves " +
            "gaps. Fractional support sits in between: you get experienced judgment when you need " +
            "it, with the flexibility to adjust as you grow. It also works alongside your payroll " +
            "provider and accountant rather than replacing them.",
        ],
      },
      {
        heading: "Clear boundaries",
        paragraphs: [
          "Fractional HR provides practical guidance and hands-on help, not legal advice. Your " +
            "partner will tell you when a matter calls for an employment attorney, such as a " +
            "lawsuit, an agency charge or a termination with significant legal risk, and can help " +
            "you prepare the documents counsel will ask for. Decisions about your employees always " +
            "remain yours.",
        ],
      },
    ],
    faqs: [
      {
        question: "How is fractional HR different from a one-time project?",
        answer:
          "A one-time project, such as a handbook rewrite or an audit, solves a specific problem " +
          "and ends. Fractional HR is an ongoing relationship: the same support is available as " +
          "questions come up month after month. Many businesses start with a project and move to " +
          "fractional support once they see how much recurring HR work they have.",
      },
      {
        question: "Will fractional HR replace our payroll provider?",
        answer:
          "No. Payroll processing, tax filings and benefits administration typically stay with " +
          "your payroll provider or accountant. Fractional HR focuses on policies, employee " +
          "relations, compliance practices and manager support. The two work best together, for " +
          "example when a new state hire requires both payroll setup and updated HR policies.",
      },
      {
        question: "Is fractional HR a good fit for a very small team?",
        answer:
          "It can be. Even a handful of employees generates questions about pay, time off, " +
          "performance and conduct, and small teams feel the impact of a bad decision more " +
          "sharply. If HR questions are taking the owner away from running the business, ongoing " +
          "support is often worth considering. A consultation helps you decide.",
      },
      {
        question: "Does fractional HR include legal advice?",
        answer:
          "No. Fractional HR delivers practical HR guidance and support, not legal advice. When a " +
          "situation calls for a legal opinion, such as a threatened lawsuit or a complicated " +
          "accommodation question, we recommend consulting an employment attorney, and we can " +
          "help organize the records and timeline they will need.",
      },
    ],
    related: ["/hr-audits", "/workplace-investigations", "/compliance", "/education"],
    cta: {
      heading: "Get HR support that fits your size",
      text:
        "Request a free consultation to talk about your team, your challenges and whether " +
        "fractional HR support makes sense for your business.",
    },
  },
  {
    slug: "hr-audits",
    title: "HR Audits",
    h1: "Find and Fix Compliance Gaps Before They Cost You",
    description:
      "HR audits for small businesses: a structured review of policies, classifications, " +
      "personnel files and pay practices with a prioritized action plan.",
    eyebrow: "Compliance",
    lead:
      "An HR audit is a structured review of how you hire, pay, document and manage your people. " +
      "It shows where your practices fall short of the rules and which fixes deserve attention first.",
    highlights: [
      {
        title: "Structured review",
        text: "A consistent checklist applied across policies, files and practices.",
      },
      {
        title: "Prioritized findings",
        text: "Gaps ranked by risk, so you know what to fix first.",
      },
      {
        title: "Plain-language report",
        text: "Clear explanations and next steps, not a pile of jargon.",
      },
      {
        title: "Follow-through",
        text: "Help building the handbook, templates and training the audit calls for.",
      },
    ],
    sections: [
      {
        heading: "What an HR audit reviews",
        bullets: [
          "**Classification:** employees versus contractors, and exempt versus non-exempt roles.",
          "**Pay practices:** timekeeping, overtime, breaks and final pay procedures.",
          "**Hiring and onboarding:** applications, interview practices and employment eligibility forms.",
          "**Personnel files:** completeness, organization and separate storage of medical records.",
          "**Policies:** the handbook, required notices and workplace postings.",
          "**Training and conduct:** manager training records and complaint handling.",
        ],
      },
      {
        heading: "How the audit works",
        paragraphs: [
          "We start with a consultation to understand your locations, headcount and concerns, " +
            "then request the documents we need to review. Our specialists compare your written " +
            "policies with what actually happens, often through short conversations with the " +
            "people who run payroll and supervise staff. Gaps between paper and practice are some " +
            "of the most important findings an audit produces.",
        ],
      },
      {
        heading: "Your findings report",
        paragraphs: [
          "The report lists each finding, explains why it matters and recommends a fix. Findings " +
            "are ranked so you can tackle high-risk items, such as misclassified workers or missing " +
            "time records, before cosmetic ones. You will know which items you can handle " +
            "internally, which need outside help and which should go to an employment attorney.",
        ],
      },
      {
        heading: "When to schedule an audit",
        bullets: [
          "You have never had one, or the last one was years ago.",
          "You are about to expand into a new state or open a location.",
          "Headcount grew quickly and processes did not keep up.",
          "You changed pay practices, scheduling or managers.",
          "You received a complaint, a claim or an agency inquiry.",
        ],
      },
      {
        heading: "After the audit",
        paragraphs: [
          "An audit is only valuable if the fixes happen. We can help you update your " +
            "[employee handbook](/employee-handbook), standardize paperwork with " +
            "[digital HR templates](/digital-hr-templates) and close training gaps with " +
            "[manager compliance training](/manager-compliance-training). An audit is general HR " +
            "guidance, not legal advice; findings with legal exposure should be reviewed with an " +
            "employment attorney.",
        ],
      },
    ],
    faqs: [
      {
        question: "How often should a business do an HR audit?",
        answer:
          "A full review every year or two works for many small businesses, with lighter check-ins " +
          "in between. Schedule one sooner when something significant changes, such as expanding " +
          "into a new state, rapid hiring, a change in pay practices or a complaint that suggests " +
          "deeper problems. Regular audits keep small gaps from compounding.",
      },
      {
        question: "What is the most common gap an audit uncovers?",
        answer:
          "Gaps vary by business, but frequent problem areas include misclassifying workers as " +
          "exempt or as contractors, incomplete time and pay records, outdated handbooks and " +
          "personnel files that mix medical information with general records. Many issues are " +
          "simple to fix once identified, which is exactly why an audit is worthwhile.",
      },
      {
        question: "Will an audit disrupt our operations?",
        answer:
          "It should not. Most of the work involves reviewing documents and short conversations " +
          "with the people who handle payroll and supervise staff. We schedule around your busy " +
          "periods and request information in batches, so managers can keep serving customers " +
          "while the review moves forward.",
      },
      {
        question: "Is an HR audit the same as a legal review?",
        answer:
          "No. An HR audit is a practical compliance review that identifies gaps and recommends " +
          "fixes; it is not legal advice. Some findings, such as potential back-pay exposure from " +
          "misclassification, may warrant a conversation with an employment attorney, and the " +
          "audit report gives counsel a clear, organized starting point.",
      },
    ],
    related: ["/employee-handbook", "/digital-hr-templates", "/fractional-hr", "/compliance"],
    cta: {
      heading: "Find out where your HR practices stand",
      text:
        "Request a free consultation and our specialists will explain how an HR audit works for " +
        "a business of your size and where to begin.",
    },
  },
];
