import type { ContentPage } from "./types";

export const legalPages: ContentPage[] = [
  {
    slug: "privacy-policy",
    title: "Privacy Policy & Terms",
    h1: "Privacy Policy and Terms of Service",
    description:
      "How we collect, use and protect the information you share on this website, the cookies we use, " +
      "your privacy choices, and the terms that govern use of the site.",
    eyebrow: "Legal",
    lead:
      "This page explains what information we collect on this website, how we use it and the choices you " +
      "have, followed by the terms that apply when you use the site.",
    sections: [
      {
        id: "privacy-scope",
        heading: "Scope of this privacy policy",
        paragraphs: [
          "This privacy policy applies to this website and to the forms, chat and surveys offered on it. " +
            "The site provides information about merchant services, business funding and related programs, " +
            "and lets business owners and prospective partners ask us to contact them. It does not cover " +
            "merchant processing agreements or funding agreements, which come with their own terms and " +
            "privacy disclosures when you apply for those services.",
        ],
      },
      {
        id: "information-we-collect",
        heading: "Information we collect",
        paragraphs: [
          "We collect only what we need to answer your request and to understand, in general terms, how " +
            "the site is used. You can browse the site without giving us your name or contact details; " +
            "we learn who you are only when you choose to submit a form, survey or chat message.",
        ],
        bullets: [
          "**Contact details you submit:** your name, email address, phone number and preferred way to be " +
            "contacted, entered in a consultation, application, partnership or survey form or in a chat.",
          "**Business details you submit:** your business name, industry, state, approximate monthly card " +
            "volume, current payment setup and anything else you choose to tell us in a form or message.",
          "**First-party analytics:** pages viewed, the page that referred you, general browser and device " +
            "type, and the time of the visit. We record this ourselves, we do not store your IP address in " +
            "our analytics, and the site never asks your browser for your geolocation.",
          "**Cookie data:** the small cookies described in the next section, which help the site work and " +
            "remember a few choices.",
        ],
      },
      {
        id: "cookies",
        heading: "Cookies we use",
        paragraphs: [
          "We use a small number of cookies, set by this site only. We do not use advertising cookies or " +
            "cookies that track you across other websites. You can block or delete cookies in your browser " +
            "settings, but forms may not work correctly without the session and anti-forgery cookies.",
        ],
        table: {
          caption: "Cookies set by this website",
          rows: [
            ["Cookie", "Purpose", "How long it lasts"],
            [
              "Session",
              "Keeps your visit working from page to page, for example while you complete a form",
              "Until your session ends or you close your browser",
            ],
            [
              "Anti-forgery",
              "Protects our forms against cross-site request forgery so submissions really come from you",
              "For the duration of your session",
            ],
            [
              "Co-branding",
              "Shows a partner's branding when you arrive through that partner's co-branded link",
              "24 hours",
            ],
            [
              "Referral attribution",
              "Remembers which partner or agent referred you so the referral is credited if you contact us",
              "30 days",
            ],
            [
              "Pop-up dismissal",
              "Remembers that you closed a pop-up so it is not shown to you again right away",
              "A short period after you dismiss the pop-up",
            ],
          ],
        },
      },
      {
        id: "how-we-use-information",
        heading: "How we use your information",
        bullets: [
          "To respond to your request, such as a consultation, a free rate review, a funding inquiry or a " +
            "partnership registration, and to follow up on it",
          "To prepare proposals and answer questions about the services you asked about",
          "To credit the partner or agent who referred you, where a referral cookie is present",
          "To keep the site secure, prevent fraudulent or abusive submissions and fix technical problems",
          "To understand which pages are useful, in aggregate, and improve the site's content",
          "To comply with legal obligations and enforce the terms on this page",
        ],
      },
      {
        id: "sharing",
        heading: "When we share information",
        paragraphs: [
          "We do not sell or rent your personal information, and we do not share it for cross-context " +
            "behavioral advertising. We share it only with service providers that we need to answer your " +
            "request, such as website hosting, form and message delivery, and customer relationship tools, " +
            "and, when you ask about a specific service, the providers needed to evaluate or deliver it.",
          "These service providers may use the information only to perform work for us. We may also " +
            "disclose information when required by law, or when necessary to protect the rights, property " +
            "or safety of our customers, our team or others.",
        ],
      },
      {
        id: "retention",
        heading: "How long we keep information",
        paragraphs: [
          "We keep the contact and business details you submit for as long as needed to respond to your " +
            "request, maintain an accurate record of our conversations and meet legal, accounting and " +
            "record-keeping obligations. When information is no longer needed, we delete it or keep it only " +
            "in a form that no longer identifies you. Analytics are kept in aggregate form to show trends " +
            "over time, and cookies expire as described above.",
        ],
      },
      {
        id: "security",
        heading: "How we protect information",
        paragraphs: [
          "The site is served over encrypted connections, form submissions are protected against forgery, " +
            "and access to submitted information is limited to the people and service providers who need it " +
            "to answer your request. No website or transmission method can be guaranteed completely secure, " +
            "so please do not send full card numbers, bank account numbers or passwords through our forms or " +
            "chat.",
        ],
      },
      {
        id: "your-choices",
        heading: "Your choices",
        bullets: [
          "**Communications:** you can ask us to stop contacting you at any time, and every marketing " +
            "email includes a way to opt out.",
          "**Access, correction and deletion:** you can ask to see, correct or delete the information you " +
            "submitted. Depending on where you live, state privacy laws may give you additional rights.",
          "**Do Not Track and Global Privacy Control:** if your browser sends a Do Not Track or Global " +
            "Privacy Control signal, we honor it by not recording analytics for your visit.",
          "**Cookies:** you can block or delete cookies in your browser settings, keeping in mind that some " +
            "forms need the session and anti-forgery cookies to work.",
        ],
      },
      {
        id: "children",
        heading: "Children's privacy",
        paragraphs: [
          "This website is intended for business owners and professionals. It is not directed to children " +
            "under 13, and we do not knowingly collect personal information from them. If you believe a " +
            "child has submitted information through the site, contact us and we will delete it.",
        ],
      },
      {
        id: "privacy-changes",
        heading: "Changes to this privacy policy",
        paragraphs: [
          "We may update this policy as the site, our services or the law changes. The updated version " +
            "takes effect when it is posted on this page. If we make a material change to how we use " +
            "information you have already given us, we will take reasonable steps to let you know.",
        ],
      },
      {
        id: "privacy-contact",
        heading: "Contacting us about privacy",
        paragraphs: [
          "To ask a question about this policy or to make a request about your information, send us a " +
            "message through our [consultation form](/consult) and mention that your request concerns " +
            "privacy. We may need to verify your identity before acting on a request to access or delete " +
            "information.",
        ],
      },
      {
        id: "agreement-terms",
        heading: "Agreement to Terms",
        paragraphs: [
          "These Terms of Service govern your use of this website. By accessing or using the site, you " +
            "agree to these terms and to the privacy policy above. If you do not agree, please do not use " +
            "the site. If you use the site on behalf of a business, you confirm that you are authorized to " +
            "accept these terms for that business.",
        ],
      },
      {
        id: "use-of-site",
        heading: "Use of the site",
        paragraphs: [
          "You may use the site to learn about our services and to contact us for legitimate business " +
            "purposes. When you use it, you agree not to:",
        ],
        bullets: [
          "Submit false, misleading or someone else's information in a form, chat or survey",
          "Attempt to gain unauthorized access to the site, its systems or other users' information",
          "Interfere with the site's operation, including through automated scraping, flooding or malicious code",
          "Use the site or its content for any unlawful purpose or in violation of these terms",
        ],
      },
      {
        id: "no-offer",
        heading: "No offer of credit and no guarantee of approval or savings",
        paragraphs: [
          "Information on this site is provided for general purposes and is not an offer of credit, a " +
            "commitment to lend or a promise to open a merchant account. Business funding, merchant accounts " +
            "and partner programs are subject to application, underwriting, verification and approval, and " +
            "approval is never guaranteed.",
          "Savings figures and examples are estimates, not guarantees. Actual savings depend on your card " +
            "volume, card mix, current pricing and the program you choose. Any specific pricing, funding " +
            "amount or fee applies only when confirmed in a written agreement.",
        ],
      },
      {
        id: "intellectual-property",
        heading: "Intellectual property",
        paragraphs: [
          "The site and its content, including text, graphics, logos, layout and software, are owned by us " +
            "or our licensors and are protected by intellectual property laws. You may view and print pages " +
            "for your own business use. You may not copy, republish, sell or create derivative works from " +
            "the content without our prior written permission.",
        ],
      },
      {
        id: "links",
        heading: "Links",
        paragraphs: [
          "The site may contain links to websites or services operated by others. We provide them for " +
            "convenience only, do not control their content or privacy practices, and are not responsible " +
            "for them. Your use of another website is governed by that website's own terms and policies.",
        ],
      },
      {
        id: "disclaimers",
        heading: "Disclaimers",
        paragraphs: [
          "The site and its content are provided as is and as available, without warranties of any kind, " +
            "express or implied, including warranties of accuracy, fitness for a particular purpose and " +
            "non-infringement. Articles and guides, including those on compliance, human resources and " +
            "chargebacks, are informational and are not legal, tax or financial advice. Consult a qualified " +
            "professional about your own situation.",
        ],
      },
      {
        id: "limitation-of-liability",
        heading: "Limitation of liability",
        paragraphs: [
          "To the fullest extent permitted by law, we are not liable for any indirect, incidental, special, " +
            "consequential or punitive damages, or for lost profits, revenue or data, arising from your use " +
            "of or inability to use the site or its content, even if we were told such damages were " +
            "possible. Some jurisdictions do not allow certain limitations, so parts of this section may " +
            "not apply to you.",
        ],
      },
      {
        id: "governing-law",
        heading: "Governing law",
        paragraphs: [
          "These terms are governed by the laws of the State of Mississippi, without regard to its " +
            "conflict-of-law rules. Any dispute arising from these terms or your use of the site will be " +
            "resolved in the state or federal courts located in Mississippi, and you consent to their " +
            "jurisdiction.",
        ],
      },
      {
        id: "terms-changes",
        heading: "Changes to these terms",
        paragraphs: [
          "We may revise these terms from time to time. The revised terms take effect when they are posted " +
            "on this page, and your continued use of the site after that means you accept them. If any part " +
            "of these terms is found unenforceable, the remaining parts stay in effect.",
        ],
      },
    ],
    cta: {
      heading: "Questions about this page?",
      text:
        "Send us a message and mention your privacy or terms question. A specialist replies within one " +
        "business day.",
      label: "Contact Our Team",
      href: "/consult",
    },
  },
];
