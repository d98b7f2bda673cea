// The types of ./fake-chat-completions.mjs, for the TypeScript tests (API and e2e).
export type FakeBehaviour = 'translate' | 'error' | 'hang' | 'malformed' | 'no-choices';

export interface FakeRequest {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: {
    model?: string;
    messages?: { role: string; content: string }[];
    temperature?: number;
  } | null;
}

export interface FakeChatCompletions {
  url: string;
  requests: FakeRequest[];
  behave(next: FakeBehaviour): void;
  stop(): Promise<void>;
}

export function fakeTranslation(text: string, marker: string): string;

export function startFakeChatCompletions(options?: {
  port?: number;
  marker?: string;
}): Promise<FakeChatCompletions>;
