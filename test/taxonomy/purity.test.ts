import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

describe('the domain core stays pure (house style: pure logic never imports React)', () => {
  const files = [
    ...filesUnder(join(ROOT, 'src/taxonomy')),
    join(ROOT, 'src/routes/discovery-url.ts'),
    join(ROOT, 'src/routes/slugify.ts'),
  ];

  it.each(files.map((f) => [f.slice(ROOT.length + 1), f]))(
    '%s imports no React and does not read the spec folder',
    (_name, file) => {
      const source = readFileSync(file, 'utf8');
      expect(source).not.toMatch(/from ['"](react|react-dom|styled-components)(\/[^'"]*)?['"]/);
      expect(source).not.toMatch(/from ['"]node:|require\(/);
      expect(source).not.toMatch(/https?:\/\/(?!discovery\.invalid)/);
    },
  );
});
