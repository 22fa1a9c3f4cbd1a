import { describe, expect, it } from "vitest";
import { moveTrailingContentIntoBody } from "./html-document";

describe("moveTrailingContentIntoBody", () => {
  it("moves content streamed after </html> to the end of <body>", () => {
    expect(moveTrailingContentIntoBody("<html><body><main></main></body></html><!--$--><script>x()</script><!--/$-->")).toBe(
      "<html><body><main></main><!--$--><script>x()</script><!--/$--></body></html>",
    );
  });

  it("leaves a document without trailing content alone", () => {
    const html = "<!DOCTYPE html><html><body><p>Hi</p></body></html>";
    expect(moveTrailingContentIntoBody(html)).toBe(html);
    expect(moveTrailingContentIntoBody("<p>fragment</p>")).toBe("<p>fragment</p>");
  });
});
