import { describe, expect, it } from "vitest";
import { lowPriorityModulePreloads, moveTrailingContentIntoBody } from "./html-document";

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

describe("lowPriorityModulePreloads", () => {
  it("asks for every module preload at low priority, and touches nothing else", () => {
    const html =
      '<link rel="stylesheet" href="/a.css"/><link rel="modulepreload" href="/build/entry.client-X.js"/><link rel="modulepreload" href="/build/_shared/chunk-Y.js"/><script type="module" async="">import "/build/entry.client-X.js";</script>';
    expect(lowPriorityModulePreloads(html)).toBe(
      '<link rel="stylesheet" href="/a.css"/><link rel="modulepreload" fetchpriority="low" href="/build/entry.client-X.js"/><link rel="modulepreload" fetchpriority="low" href="/build/_shared/chunk-Y.js"/><script type="module" async="">import "/build/entry.client-X.js";</script>',
    );
  });
});
