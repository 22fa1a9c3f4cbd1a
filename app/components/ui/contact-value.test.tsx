import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ContactValue } from "./contact-value";

describe("ContactValue", () => {
  it("links a phone number and an address, showing them as typed", () => {
    expect(renderToStaticMarkup(<ContactValue value="+1 (601) 555-0100" kind="phone" />)).toBe(
      '<a href="tel:+16015550100">+1 (601) 555-0100</a>',
    );
    expect(renderToStaticMarkup(<ContactValue value="dana@reyes.example" kind="email" />)).toBe(
      '<a href="mailto:dana@reyes.example">dana@reyes.example</a>',
    );
  });

  it("leaves what is no number or address as text", () => {
    expect(renderToStaticMarkup(<ContactValue value="call me after 5" kind="phone" />)).toBe("call me after 5");
    expect(renderToStaticMarkup(<ContactValue value="<b>@x.example" kind="email" />)).toBe("&lt;b&gt;@x.example");
  });
});
