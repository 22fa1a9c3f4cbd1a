import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData, type MetaFunction } from "@remix-run/react";
import { PageHero } from "~/components/page-templates/content-blocks";
import { ChatPage } from "~/features/chat/components/chat-page";
import { CHAT_PAGE, handleChatPost, loadChatPage } from "~/features/chat/chat-page.server";
import { endpointAction } from "~/utils/endpoint.server";
import { requireManifestEntry } from "~/features/routing/route-manifest.server";
import { manifestMeta } from "~/utils/manifest-meta";
import { formPageHeaders } from "~/utils/route-headers";
import chatStylesheet from "~/styles/chat.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: chatStylesheet }];

export function loader({ request }: LoaderFunctionArgs) {
  return loadChatPage(request, requireManifestEntry("/chat"));
}

export const action = /* @__PURE__ */ endpointAction(CHAT_PAGE, ({ request }) => handleChatPost(request));

// A visitor's own conversation stays out of shared caches (the loader marks it private);
// the greeting alone is the same for everyone. A refused post (429) keeps its Retry-After.
export const headers = formPageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => manifestMeta(data?.entry, matches);

export default function ChatRoute() {
  const { entry, messages, honeypot } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="chat-page-route">
      <PageHero
        eyebrow="Virtual Assistant"
        title={entry.h1}
        lead="Quick answers about point of sale, processing fees, business funding and partner programs. Choose a topic or type a question."
      />
      <div className="container container--narrow section">
        <ChatPage messages={messages} honeypot={honeypot} actionData={actionData} />
      </div>
    </div>
  );
}
