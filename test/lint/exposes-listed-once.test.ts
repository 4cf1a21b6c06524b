// @vitest-environment node
/**
 * The remote's exposes are listed once, in scripts/build/exposes.ts: webpack.config.ts and the host kit's build
 * import it. The places that cannot import a module are checked against it here, so adding, renaming or
 * moving an expose there and not in them fails: tsconfig.json's `globalHeader/<name>` paths (how the repo's own
 * code and tests type a federated import), the kit's tsconfig.build.json files (the declarations the kit
 * ships) and the kit's `HeaderExposes` interface (what its `load(expose)` is typed with).
 */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { EXPOSES } from '../../scripts/build/exposes';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const KIT = join(ROOT, 'packages/host-kit');

/** A tsconfig file as TypeScript reads it (comments and trailing commas allowed). */
function readTsconfig(path: string): { compilerOptions?: { paths?: Record<string, string[]> }; files?: string[] } {
  const { config, error } = ts.readConfigFile(path, (file) => readFileSync(file, 'utf8'));
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
  return config;
}

/** `HeaderExposes`' members in the kit's federation.ts: member name -> the module specifier its `typeof` names. */
function headerExposesMembers(): Record<string, string> {
  const path = join(KIT, 'src/federation.ts');
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  const namespaces = new Map<string, string>();
  const members: Record<string, string> = {};
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const bindings = statement.importClause?.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings))
        namespaces.set(bindings.name.text, statement.moduleSpecifier.text);
    }
    if (ts.isInterfaceDeclaration(statement) && statement.name.text === 'HeaderExposes') {
      for (const member of statement.members) {
        if (!ts.isPropertySignature(member) || !member.type || !ts.isTypeQueryNode(member.type)) continue;
        members[member.name.getText(source)] = namespaces.get(member.type.exprName.getText(source)) ?? '';
      }
    }
  }
  return members;
}

const names = Object.keys(EXPOSES);

describe('the exposes are listed once (scripts/build/exposes.ts)', () => {
  it('lists the five federated modules, each from a source in src/expose', () => {
    expect(names).toEqual(['Header', 'mount', 'LocationPicker', 'SearchBar', 'head']);
    for (const source of Object.values(EXPOSES)) expect(source).toMatch(/^src\/expose\/[a-z-]+\.tsx?$/);
  });

  it("tsconfig.json's globalHeader/<name> paths map exactly those exposes to their sources", () => {
    const paths = readTsconfig(join(ROOT, 'tsconfig.json')).compilerOptions?.paths ?? {};
    const remotePaths = Object.fromEntries(Object.entries(paths).filter(([key]) => key.startsWith('globalHeader/')));
    expect(remotePaths).toEqual(
      Object.fromEntries(Object.entries(EXPOSES).map(([name, source]) => [`globalHeader/${name}`, [`./${source}`]])),
    );
  });

  it("the kit's tsconfig.build.json declares exactly the exposes' sources", () => {
    const files = readTsconfig(join(KIT, 'tsconfig.build.json')).files ?? [];
    const remoteFiles = files.filter((file) => file.startsWith('../../'));
    expect(remoteFiles).toEqual(Object.values(EXPOSES).map((source) => `../../${source}`));
  });

  it("the kit's HeaderExposes types each expose by its own globalHeader/<name> module, and no other", () => {
    const members = headerExposesMembers();
    expect(Object.keys(members).sort()).toEqual([...names].sort());
    for (const name of names) expect(members[name], name).toBe(`globalHeader/${name}`);
  });
});
