/** Demo pages for the `/{slug}` catch-all (content editors add more in the database). */
export const demoPages = [
  {
    slug: "about-us",
    title: "About Us",
    description:
      "For more than 30 years we have helped business owners across the United States accept payments for less, with U.S.-based support around the clock.",
    body: [
      "For **more than 30 years** we have helped business owners accept cards, run their counters and keep more of every sale.",
      "",
      "## What we do",
      "",
      "- Card processing, point of sale, mobile and online payments",
      "- Surcharge and dual pricing programs that can bring processing costs to 0%",
      "- Gift and loyalty programs, business funding and HR compliance services",
      "",
      "## How we work",
      "",
      "Every relationship starts with a free rate review: 97% of business owners who receive one end up saving money. " +
        "Our U.S.-based team answers 24/7/365, and a specialist replies within one business day.",
      "",
      "[Request a consultation](/consult) to see what you could save.",
    ].join("\n"),
  },
];
