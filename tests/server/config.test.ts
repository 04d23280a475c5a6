import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, isHttps, loadConfig } from '../../server/config';

describe('config', () => {
  it('has documented defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.dataDir).toBe(path.resolve('data'));
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.brandHosts['advenchy.localhost']).toBe('advenchy');
    expect(config.demoData).toBe(true);
    expect(config.databaseUrl).toBeNull();
    expect(isHttps(config)).toBe(false);
  });

  it('runs on PostgreSQL when DATABASE_URL is a postgres address, and refuses anything else with a clear message', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://meetup:secret@db.example:5432/meetup' }).databaseUrl).toBe(
      'postgres://meetup:secret@db.example:5432/meetup',
    );
    expect(loadConfig({ DATABASE_URL: 'postgresql://meetup@localhost/meetup' }).databaseUrl).toBe('postgresql://meetup@localhost/meetup');
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeNull();
    expect(() => loadConfig({ DATABASE_URL: 'mysql://meetup@localhost/meetup' })).toThrow(/DATABASE_URL must be a postgres:\/\//);
    expect(() => loadConfig({ DATABASE_URL: 'data/app.db' })).toThrow(ConfigError);
  });

  it('reads the host to brand map', () => {
    const config = loadConfig({ BRAND_HOSTS: 'meet.example=emberite, programs.example=kindling' });
    expect(config.brandHosts).toEqual({ 'meet.example': 'emberite', 'programs.example': 'kindling' });
  });

  it('refuses an unknown brand, a bad port and a relative public URL with a clear message', () => {
    expect(() => loadConfig({ BRAND_HOSTS: 'x.example=nobody' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT must be a whole number/);
    expect(() => loadConfig({ PUBLIC_URL: 'example.com' })).toThrow(/PUBLIC_URL/);
  });

  it('knows when it is served over https', () => {
    expect(isHttps(loadConfig({ PUBLIC_URL: 'https://meet.example' }))).toBe(true);
  });

  it('deposits: the demo provider without Stripe keys, Stripe with its key and webhook secret, and the amount in cents', () => {
    expect(loadConfig({}).payments).toEqual({ stripe: null, deposit: { amountCents: 1000, currency: 'cad' } });
    expect(
      loadConfig({
        STRIPE_SECRET_KEY: 'sk_test_x',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
        STRIPE_API_URL: 'http://127.0.0.1:12111',
        DEPOSIT_CENTS: '1500',
      }).payments,
    ).toEqual({
      stripe: {
        secretKey: 'sk_test_x',
        webhookSecret: 'whsec_x',
        connectWebhookSecret: null,
        publishableKey: null,
        host: '127.0.0.1',
        port: 12111,
        protocol: 'http',
      },
      deposit: { amountCents: 1500, currency: 'cad' },
    });
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() => loadConfig({ STRIPE_WEBHOOK_SECRET: 'whsec_x' })).toThrow(/need STRIPE_SECRET_KEY/);
    expect(() => loadConfig({ STRIPE_CONNECT_WEBHOOK_SECRET: 'whsec_y' })).toThrow(/need STRIPE_SECRET_KEY/);
    expect(() =>
      loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x', STRIPE_CONNECT_WEBHOOK_SECRET: 'secret' }),
    ).toThrow(/STRIPE_CONNECT_WEBHOOK_SECRET must be a webhook signing secret/);
    expect(
      loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x', STRIPE_CONNECT_WEBHOOK_SECRET: 'whsec_y' }).payments
        .stripe?.connectWebhookSecret,
    ).toBe('whsec_y');
    expect(() => loadConfig({ STRIPE_PUBLISHABLE_KEY: 'pk_test_x' })).toThrow(/need STRIPE_SECRET_KEY/);
    expect(() =>
      loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x', STRIPE_PUBLISHABLE_KEY: 'sk_test_oops' }),
    ).toThrow('STRIPE_PUBLISHABLE_KEY must be a publishable key (pk_test_... or pk_live_...)');
    expect(() => loadConfig({ DEPOSIT_CENTS: '10' })).toThrow(/DEPOSIT_CENTS/);
    expect(() => loadConfig({ DEPOSIT_CURRENCY: 'dollars' })).toThrow(/DEPOSIT_CURRENCY/);
  });

  it('video checks and the room for unfinished uploads: documented defaults, and a bad value refused', () => {
    const MB = 1024 * 1024;
    expect(loadConfig({}).videos).toEqual({
      checks: Math.max(1, Math.floor(os.availableParallelism() / 2)),
      checksWaiting: 8,
      unfinishedMemberBytes: 100 * MB,
      unfinishedTotalBytes: 2048 * MB,
      minFreeBytes: 1024 * MB,
      unfinishedMs: 6 * 60 * 60 * 1000,
    });
    expect(loadConfig({ VIDEO_CHECKS: '3', VIDEO_UNFINISHED_HOURS: '2' }).videos).toMatchObject({
      checks: 3,
      unfinishedMs: 2 * 60 * 60 * 1000,
    });
    expect(() => loadConfig({ VIDEO_CHECKS: '0' })).toThrow('VIDEO_CHECKS must be at least 1, got 0');
    expect(() => loadConfig({ VIDEO_UNFINISHED_MB_TOTAL: 'lots' })).toThrow(/VIDEO_UNFINISHED_MB_TOTAL must be a whole number/);
  });

  it('keeps media in DATA_DIR/media by default, or in an S3 bucket with MEDIA_STORE=s3, refusing half a setup', () => {
    expect(loadConfig({}).media).toEqual({ store: 'local' });
    const s3 = {
      MEDIA_STORE: 's3',
      S3_BUCKET: 'media',
      S3_ENDPOINT: 'http://127.0.0.1:9000/',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
    };
    expect(loadConfig(s3).media).toEqual({
      store: 's3',
      bucket: 'media',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
    });
    // On AWS itself: virtual-hosted addresses, and the SDK's own credentials (an instance role, say).
    expect(loadConfig({ MEDIA_STORE: 's3', S3_BUCKET: 'media', S3_REGION: 'ca-central-1' }).media).toMatchObject({
      endpoint: null,
      region: 'ca-central-1',
      forcePathStyle: false,
      credentials: null,
    });
    expect(() => loadConfig({ MEDIA_STORE: 's3' })).toThrow(/MEDIA_STORE=s3 needs S3_BUCKET/);
    expect(() => loadConfig({ MEDIA_STORE: 'nfs' })).toThrow(/MEDIA_STORE must be local or s3/);
    expect(() => loadConfig({ S3_BUCKET: 'media' })).toThrow(/S3_BUCKET need MEDIA_STORE=s3/);
    expect(() => loadConfig({ ...s3, S3_SECRET_ACCESS_KEY: '' })).toThrow(/S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/);
    expect(() => loadConfig({ ...s3, S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT must be an absolute http\(s\) URL/);
    expect(() => loadConfig({ ...s3, NODE_ENV: 'test', TEST_CONTROLS: 'on' })).toThrow(/TEST_CONTROLS needs MEDIA_STORE=local/);
  });

  it('reads MATCH_SECONDS, the weekly matching budget for every city, and refuses a bad one', () => {
    expect(loadConfig({}).matchSeconds).toBeNull();
    expect(loadConfig({ MATCH_SECONDS: '45' }).matchSeconds).toBe(45);
    expect(loadConfig({ MATCH_SECONDS: '0' }).matchSeconds).toBe(0);
    expect(() => loadConfig({ MATCH_SECONDS: 'soon' })).toThrow(/MATCH_SECONDS must be a number of seconds from 0 to 3600/);
    expect(() => loadConfig({ MATCH_SECONDS: '-1' })).toThrow(ConfigError);
  });

  it('has the test controls only with TEST_CONTROLS=on on a test server on loopback, refusing them anywhere else', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).testControls).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', TEST_CONTROLS: 'on' }).testControls).toBe(true);
    const production = { NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example:25', TEST_CONTROLS: 'on' };
    expect(() => loadConfig(production)).toThrow(new ConfigError('TEST_CONTROLS is for end-to-end tests: it needs NODE_ENV=test'));
    expect(() => loadConfig({ TEST_CONTROLS: 'on' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'test', TEST_CONTROLS: 'on', HOST: '0.0.0.0', SMTP_URL: 'smtp://mail.example:25' })).toThrow(
      'TEST_CONTROLS needs HOST on loopback (127.0.0.1), not 0.0.0.0',
    );
    expect(() => loadConfig({ NODE_ENV: 'test', TEST_CONTROLS: 'yes' })).toThrow('TEST_CONTROLS must be on or off');
  });

  it('reads TAX_RATES per city, none by default, and refuses a bad entry saying which and why', () => {
    expect(loadConfig({}).taxRates).toEqual({});
    expect(loadConfig({ TAX_RATES: '' }).taxRates).toEqual({});
    expect(loadConfig({ TAX_RATES: 'toronto:13:HST, vancouver:5:GST' }).taxRates).toEqual({
      toronto: { name: 'HST', percent: 13 },
      vancouver: { name: 'GST', percent: 5 },
    });
    expect(loadConfig({ TAX_RATES: 'revelstoke:14.975:GST+QST' }).taxRates).toEqual({ revelstoke: { name: 'GST+QST', percent: 14.975 } });
    expect(() => loadConfig({ TAX_RATES: 'toronto:13' })).toThrow(
      new ConfigError('TAX_RATES: "toronto:13" is not city:percent:name (e.g. toronto:13:HST)'),
    );
    expect(() => loadConfig({ TAX_RATES: 'ottawa:13:HST' })).toThrow(
      new ConfigError('TAX_RATES: "ottawa" is not a city; the cities are toronto, vancouver, revelstoke'),
    );
    expect(() => loadConfig({ TAX_RATES: 'toronto:13:HST,toronto:5:GST' })).toThrow(new ConfigError('TAX_RATES names toronto twice'));
    for (const percent of ['0', '100', '-5', '13%', 'thirteen', '13.0001', ''])
      expect(() => loadConfig({ TAX_RATES: `toronto:${percent}:HST` })).toThrow(
        new ConfigError(`TAX_RATES: the rate of toronto must be a percentage above 0 and below 100, at most 3 decimals, got "${percent}"`),
      );
    expect(() => loadConfig({ TAX_RATES: 'toronto:13:' })).toThrow(
      new ConfigError('TAX_RATES: the tax of toronto needs a name as receipts say it, such as HST or GST, got ""'),
    );
    expect(() => loadConfig({ TAX_RATES: 'toronto:13:<b>' })).toThrow(/the tax of toronto needs a name/);
  });
});
