import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TemplateBrief } from '@sendwell/contracts';
import { writeTemplateCopyOffline } from '@sendwell/domain';
import { loadConfig } from '../../platform/config';
import { chatCompletion, jsonCompletion, startOpenAiPeer } from '../../../test/openai-peer';
import { writeTemplateCopy, type TemplateCopyRequest } from './write-template-copy';

/* 'Create with AI' with a model configured, against a fake OpenAI-compatible server on loopback. */

let peer: Awaited<ReturnType<typeof startOpenAiPeer>>;
const warnings: unknown[] = [];
const log = { info: () => {}, error: () => {}, warn: (entry: unknown) => warnings.push(entry) };
const dataDir = mkdtempSync(join(tmpdir(), 'sendwell-copy-'));
const withModel = () => ({
  log,
  config: loadConfig({ DATA_DIR: dataDir, AI_BASE_URL: peer.baseUrl, AI_MODEL: 'test-model' }),
});
const brief: TemplateBrief = {
  purpose: 'Invite loyal customers to our autumn tasting evening in Zürich',
  offer: 'a free glass of wine',
  audience: 'customers who bought twice',
  tone: 'Elegant',
};
const request: TemplateCopyRequest = {
  brief,
  useCase: 'Event Bookings',
  galleryTemplate: {
    id: 7,
    name: 'Evening invitation',
    description: 'An event invitation with one call to action',
  },
};
const offline = { ...writeTemplateCopyOffline(brief, 'Event Bookings'), source: 'offline' };
const written = {
  subject: 'Your seat at our autumn tasting in Zürich',
  preheader: 'A free glass of wine is waiting for our most loyal guests.',
  kicker: 'By invitation',
  headline: 'An autumn evening of tasting',
  body: 'Hi {{ first_name | default: "there" }}, join us in Zürich for an evening of new wines.  ',
  callToAction: 'Reserve my seat',
};
const fast = { retries: 0, timeoutMs: 2_000 };

beforeAll(async () => {
  peer = await startOpenAiPeer();
});
afterAll(() => peer.close());
beforeEach(() => {
  peer.reset();
  warnings.length = 0;
});

describe('writeTemplateCopy', () => {
  it('writes offline, without any call, when no model is configured', async () => {
    const copy = await writeTemplateCopy({ log, config: loadConfig({ DATA_DIR: dataDir }) }, request);
    expect(copy).toEqual(offline);
    expect(peer.requests).toHaveLength(0);
  });

  it("uses the model's copy, asked for in a strict schema with the brief and the offline draft", async () => {
    peer.answer(jsonCompletion(written));
    const copy = await writeTemplateCopy(withModel(), request, fast);
    expect(copy).toEqual({ ...written, body: written.body.trim(), source: 'model' });
    const body = peer.body(0);
    expect(body.model).toBe('test-model');
    expect(body.response_format.json_schema).toMatchObject({ name: 'template_copy', strict: true });
    const sent = JSON.parse(body.messages[1]!.content) as Record<string, unknown>;
    expect(sent).toMatchObject({
      purpose: brief.purpose,
      offer: brief.offer,
      tone: 'Elegant',
      useCase: 'Event Bookings',
    });
    expect(sent.draft).toEqual(writeTemplateCopyOffline(brief, 'Event Bookings'));
  });

  it('sets aside copy holding markup, other template tags, an empty part or a part over its limit', async () => {
    for (const bad of [
      { ...written, body: 'Hi <script>alert(1)</script>' },
      { ...written, body: 'Hi {{ contact.email }}' },
      { ...written, headline: '{% if x %}Hello{% endif %}' },
      { ...written, kicker: '   ' },
      { ...written, callToAction: 'x'.repeat(31) },
      { ...written, subject: undefined },
    ]) {
      peer.answer(jsonCompletion(bad));
      expect(await writeTemplateCopy(withModel(), request, fast)).toEqual(offline);
    }
    expect(warnings).toHaveLength(6);
  });

  it('writes offline when the model fails: an error, text that is not JSON, or no answer in time', async () => {
    peer.answer({ status: 500, body: { error: 'down' } });
    expect(await writeTemplateCopy(withModel(), request, fast)).toEqual(offline);
    peer.answer(chatCompletion('Sure! Here is your email: ...'));
    expect(await writeTemplateCopy(withModel(), request, fast)).toEqual(offline);
    peer.answer({ status: 401, body: { error: 'bad key' } });
    expect(await writeTemplateCopy(withModel(), request, fast)).toEqual(offline);
    expect(warnings).toHaveLength(3);
  });
});
