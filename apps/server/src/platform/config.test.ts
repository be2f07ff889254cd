import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const tempDir = () => mkdtempSync(join(tmpdir(), 'sendwell-config-'));

describe('loadConfig', () => {
  it('uses port 3000 and derives APP_URL from it', () => {
    const config = loadConfig({ DATA_DIR: tempDir() });
    expect(config.port).toBe(3000);
    expect(config.appUrl).toBe('http://localhost:3000');
    expect(config.databaseUrl).toBeUndefined();
  });

  it('listens on this machine only unless HOST says otherwise', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).host).toBe('127.0.0.1');
    expect(loadConfig({ DATA_DIR: tempDir(), HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('generates SECRET_KEY once into DATA_DIR and reuses it', () => {
    const dir = tempDir();
    const first = loadConfig({ DATA_DIR: dir }).secretKey;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dir, 'secret-key'), 'utf8')).toBe(first);
    expect(loadConfig({ DATA_DIR: dir }).secretKey).toBe(first);
  });

  it('names every invalid variable in one message', () => {
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', DATA_DIR: tempDir() })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', DATA_DIR: tempDir() });
    } catch (error) {
      expect(String(error)).toContain('PORT');
      expect(String(error)).toContain('DATABASE_URL must start with postgres://');
    }
  });

  it("checks sending domains with the system's resolvers unless DNS_SERVERS names others", () => {
    const dir = tempDir();
    expect(loadConfig({ DATA_DIR: dir }).sendingDomains).toEqual({
      dnsServers: [],
      dnsTimeoutMs: 5000,
      spfInclude: '_spf.sendwell.local',
      returnPathHost: undefined,
    });
    const set = loadConfig({
      DATA_DIR: dir,
      DNS_SERVERS: '1.1.1.1, 127.0.0.1:5353,[::1]:53',
      MAIL_FROM: 'News <news@Mail.Example.com>',
      RETURN_PATH_HOST: 'bounces.example.com',
    }).sendingDomains;
    expect(set.dnsServers).toEqual(['1.1.1.1', '127.0.0.1:5353', '[::1]:53']);
    expect(set.spfInclude).toBe('_spf.mail.example.com');
    expect(set.returnPathHost).toBe('bounces.example.com');
    expect(() => loadConfig({ DATA_DIR: dir, DNS_SERVERS: 'dns.example.com' })).toThrow(
      /DNS_SERVERS must be IP/,
    );
  });

  it('trusts no proxy unless told', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: tempDir(), TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ DATA_DIR: tempDir(), TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toBe('10.0.0.0/8');
    expect(() => loadConfig({ DATA_DIR: tempDir(), TRUST_PROXY: 'yes please' })).toThrow('TRUST_PROXY');
  });
});
