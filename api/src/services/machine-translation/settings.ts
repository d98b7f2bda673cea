import {
  AI_PROMPT_NAMES,
  DEFAULT_AI_MODEL,
  DEFAULT_AI_PROMPTS,
  type AiPromptInput,
  type AiPromptName,
  type ApiKeyState,
  type MachineTranslationKeyInput,
  type MachineTranslationSettingsInput,
  type MachineTranslationView,
} from '@storefront/shared/admin';
import type { Database } from '../../db/database';
import { AppError, notFound } from '../../errors';
import { open, seal, type SecretsKey } from '../../secrets';
import { confirmPassword, type ActingStaff } from '../accounts/staff-management';
import { recordAudit, type Actor } from '../audit/audit';
import { versionConflict } from '../audit/conflicts';
import {
  ensureSettingsRow,
  settingsRow,
  updateSettingsRow,
  type SettingsRow as Row,
} from './repository';

/*
 * The machine translation's settings: one row, read and saved at its version like the store's
 * sections. The API key is sealed with the server's secrets key before it is written; what any
 * answer or audit entry says of it is whether it is set.
 */

const KEY_PURPOSE = 'machine-translation.api-key';
const ENTITY = 'machine-translation';

const DEFAULT_ROW: Row = {
  id: true,
  endpoint: null,
  model: DEFAULT_AI_MODEL,
  sealedApiKey: null,
  prompts: {},
  version: 1,
  updatedAt: new Date(0),
};

const readRow = async (db: Database, options?: { lock: boolean }): Promise<Row> =>
  (await settingsRow(db, options)) ?? DEFAULT_ROW;

function keyState(row: Row, key: SecretsKey): ApiKeyState {
  if (!row.sealedApiKey) return 'none';
  return key && open(key, KEY_PURPOSE, row.sealedApiKey) !== null ? 'set' : 'unreadable';
}

const promptText = (row: Row, name: AiPromptName) =>
  row.prompts[name]?.text ?? DEFAULT_AI_PROMPTS[name];
const promptVersion = (row: Row, name: AiPromptName) => row.prompts[name]?.version ?? 1;

function viewOf(row: Row, key: SecretsKey): MachineTranslationView {
  return {
    endpoint: row.endpoint,
    model: row.model,
    apiKey: keyState(row, key),
    keyStorage: key !== null,
    prompts: AI_PROMPT_NAMES.map((name) => ({
      name,
      text: promptText(row, name),
      changed: typeof row.prompts[name]?.text === 'string',
      version: promptVersion(row, name),
    })),
    version: row.version,
  };
}

/** What the audit record keeps of the settings: the key only as whether it is set. */
const audited = (row: Row) => ({
  endpoint: row.endpoint,
  model: row.model,
  apiKey: row.sealedApiKey ? 'set' : 'none',
  prompts: Object.fromEntries(AI_PROMPT_NAMES.map((name) => [name, promptText(row, name)])),
});

/**
 * One save of the settings, in a transaction: the row locked (made at its defaults the first
 * time), the part's version compared with the one read (409 with what changed since; none for
 * the key, which replaces any key), the change written and recorded in the audit record.
 */
async function saveAudited(
  db: Database,
  actor: Actor,
  save: {
    /** The part saved (`settings`, `key`, `prompt.product`), as the audit record names it. */
    part: string;
    action: string;
    /** The part's version as read, and where the row keeps it; none for the key. */
    version?: { read: number; of: (row: Row) => number };
    change: (row: Row) => Partial<Row>;
  },
  key: SecretsKey,
): Promise<MachineTranslationView> {
  return db.transaction(async (tx) => {
    await ensureSettingsRow(tx);
    const before = await readRow(tx, { lock: true });
    const record = {
      entity: ENTITY,
      entityId: save.part,
      label: `Machine translation (${save.part})`,
    };
    if (save.version && save.version.of(before) !== save.version.read)
      throw await versionConflict(tx, record, save.version.read, save.version.of(before));
    const after = await updateSettingsRow(tx, save.change(before));
    await recordAudit(tx, actor, {
      ...record,
      action: save.action,
      version: save.version ? save.version.of(after) : null,
      before: audited(before),
      after: audited(after),
    });
    return viewOf(after, key);
  });
}

export const readMachineTranslation = async (db: Database, key: SecretsKey) =>
  viewOf(await readRow(db), key);

/** `PUT admin/machine-translation`: the endpoint and the model, at the version read. */
export const saveMachineTranslation = (
  db: Database,
  actor: Actor,
  { endpoint, model, version }: MachineTranslationSettingsInput,
  key: SecretsKey,
) =>
  saveAudited(
    db,
    actor,
    {
      part: 'settings',
      action: 'machine-translation.update',
      version: { read: version, of: (row) => row.version },
      change: (row) => ({ endpoint: endpoint ?? null, model, version: row.version + 1 }),
    },
    key,
  );

/**
 * `PUT admin/machine-translation/key`: the owner's password asked again (400
 * USER_PASSWORD_INCORRECT), then the key sealed and stored, or removed. A server without a
 * secrets key cannot keep one: 409 AI_SERVICE_NOT_CONFIGURED. Not versioned: a key replaces
 * whatever key was there.
 */
export async function saveApiKey(
  db: Database,
  acting: ActingStaff,
  { apiKey, password }: MachineTranslationKeyInput,
  key: SecretsKey,
): Promise<MachineTranslationView> {
  await confirmPassword(acting.account, password);
  if (apiKey && !key)
    throw new AppError(
      409,
      'AI_SERVICE_NOT_CONFIGURED',
      'The server has no SECRETS_KEY: an API key cannot be stored',
    );
  return saveAudited(
    db,
    acting.actor,
    {
      part: 'key',
      action: apiKey ? 'machine-translation.key.set' : 'machine-translation.key.remove',
      change: () => ({ sealedApiKey: apiKey ? seal(key!, KEY_PURPOSE, apiKey) : null }),
    },
    key,
  );
}

/**
 * `PUT admin/machine-translation/prompts/{name}`: a prompt's text, or its default back (null), at
 * the prompt's own version (so that a prompt and the endpoint, changed by two people, never
 * refuse each other); 404 AI_PROMPT_NOT_FOUND for a name that is no prompt.
 */
export function saveAiPrompt(
  db: Database,
  actor: Actor,
  name: string,
  { text, version }: AiPromptInput,
  key: SecretsKey,
): Promise<MachineTranslationView> {
  if (!(AI_PROMPT_NAMES as readonly string[]).includes(name))
    throw notFound('AI_PROMPT_NOT_FOUND', `No prompt ${name}`);
  const prompt = name as AiPromptName;
  const own = text === null || text === DEFAULT_AI_PROMPTS[prompt] ? null : text;
  return saveAudited(
    db,
    actor,
    {
      part: `prompt.${prompt}`,
      action:
        own === null ? 'machine-translation.prompt.reset' : 'machine-translation.prompt.update',
      version: { read: version, of: (row) => promptVersion(row, prompt) },
      change: (row) => ({
        prompts: {
          ...row.prompts,
          [prompt]: { text: own, version: promptVersion(row, prompt) + 1 },
        },
      }),
    },
    key,
  );
}

/** What a translation needs: where, which model, the key opened, the prompts. */
export interface MachineTranslationService {
  endpoint: string;
  model: string;
  apiKey: string;
  prompt: (name: AiPromptName) => string;
}

/**
 * The service as set, or why it cannot be used: no endpoint (409 AI_SERVICE_NOT_CONFIGURED), no
 * key or one this server cannot open (409 AI_SERVICE_NO_API_KEY).
 */
export async function usableService(
  db: Database,
  key: SecretsKey,
): Promise<MachineTranslationService> {
  const row = await readRow(db);
  if (!row.endpoint)
    throw new AppError(409, 'AI_SERVICE_NOT_CONFIGURED', 'No machine translation endpoint is set');
  const apiKey = key && row.sealedApiKey ? open(key, KEY_PURPOSE, row.sealedApiKey) : null;
  if (!apiKey)
    throw new AppError(
      409,
      'AI_SERVICE_NO_API_KEY',
      row.sealedApiKey
        ? 'The API key cannot be read with this server’s SECRETS_KEY: set it again'
        : 'No API key is set for machine translation',
    );
  return {
    endpoint: row.endpoint,
    model: row.model,
    apiKey,
    prompt: (name) => promptText(row, name),
  };
}
