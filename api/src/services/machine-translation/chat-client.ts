import { isReasoningModel } from '@storefront/shared/admin';
import { AppError } from '../../errors';
import type { MachineTranslationService } from './settings';

/*
 * One call to an OpenAI-compatible chat-completions endpoint (`POST {endpoint}/chat/completions`):
 * the prompt as the system message, the text as the user's, the translation read from the first
 * choice. Whatever goes wrong is AI_SERVICE_ERROR, and nothing the endpoint answered, nor the key,
 * is put in the error: an endpoint's refusal may quote the key it was sent.
 */

/** An answer larger than this is not a translation of a shop's text. */
const ANSWER_BYTES_MAX = 1_000_000;

/** Why a call failed, for the log (never the endpoint's words, never the key). */
export type CallFailure = 'status' | 'timeout' | 'unreachable' | 'malformed';

export class ServiceCallError extends AppError {
  constructor(
    readonly failure: CallFailure,
    readonly status: number | null,
  ) {
    super(
      failure === 'timeout' ? 504 : 502,
      'AI_SERVICE_ERROR',
      {
        status: `The translation service answered ${status}`,
        timeout: 'The translation service did not answer in time',
        unreachable: 'The translation service could not be reached',
        malformed: 'The translation service answered something that is not a translation',
      }[failure],
    );
  }
}

interface ChatAnswer {
  choices?: { message?: { content?: unknown } }[];
}

const completionsUrl = (endpoint: string) => `${endpoint.replace(/\/+$/, '')}/chat/completions`;

/** The translation of `text` the endpoint answers, trimmed; ServiceCallError otherwise. */
export async function translateText(
  service: MachineTranslationService,
  { system, text }: { system: string; text: string },
  timeoutMs: number,
  signal?: AbortSignal,
): Promise<string> {
  const deadline = AbortSignal.timeout(timeoutMs);
  let response: Response;
  let body: string;
  try {
    response = await fetch(completionsUrl(service.endpoint), {
      method: 'POST',
      headers: {
        authorization: `Bearer ${service.apiKey}`,
        'content-type': 'application/json',
        accept: 'application/json',
      },
      body: JSON.stringify({
        model: service.model,
        messages: [
          { role: 'system', content: system },
          { role: 'user', content: text },
        ],
        // Reasoning models refuse a temperature; the others translate more steadily with a low one.
        ...(isReasoningModel(service.model) ? {} : { temperature: 0.2 }),
      }),
      // The key goes to the endpoint the owner chose, never to where it might redirect.
      redirect: 'error',
      signal: signal ? AbortSignal.any([deadline, signal]) : deadline,
    });
    body = await response.text();
  } catch {
    throw new ServiceCallError(deadline.aborted ? 'timeout' : 'unreachable', null);
  }
  if (!response.ok) throw new ServiceCallError('status', response.status);
  if (body.length > ANSWER_BYTES_MAX) throw new ServiceCallError('malformed', response.status);
  let answer: ChatAnswer;
  try {
    answer = JSON.parse(body) as ChatAnswer;
  } catch {
    throw new ServiceCallError('malformed', response.status);
  }
  const content = answer?.choices?.[0]?.message?.content;
  if (typeof content !== 'string' || !content.trim())
    throw new ServiceCallError('malformed', response.status);
  return content.trim();
}
