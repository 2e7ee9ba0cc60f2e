// The domain's import allowlist (ARCHITECTURE.md): a file under server/domain/ imports only the contract,
// other files under server/domain/, and the pure packages listed in eslint.config.js. Everything else
// (node:*, the database and network clients, ../net, ../db, ../cluster, ../system, ...) is outside work
// that reaches the domain through its ports. Relative specifiers are resolved against the importing
// file, so the rule holds at any folder depth; a dynamic import must name its module literally.
import path from 'node:path';

/** @type {import('eslint').Rule.RuleModule} */
export const domainImports = {
  meta: {
    type: 'problem',
    docs: { description: 'server/domain imports only contract/, server/domain/ and listed pure packages' },
    schema: [
      {
        type: 'object',
        properties: { packages: { type: 'array', items: { type: 'string' } } },
        additionalProperties: false,
      },
    ],
    messages: {
      outside:
        "'{{name}}' is outside the domain: server/domain imports only contract/, server/domain/ and {{packages}}. Reach it through a port.",
      dynamic:
        'A dynamic import in server/domain must name its module literally, so the allowlist can check it.',
    },
  },
  create(context) {
    const packages = context.options[0]?.packages ?? [];
    const allowedText = packages.length > 0 ? packages.join(', ') : 'no packages';
    const file = context.physicalFilename ?? context.filename;
    const allowed = (name) => {
      if (name.startsWith('.')) {
        const target = path.resolve(path.dirname(file), name).split(path.sep).join('/') + '/';
        return /\/server\/domain\//.test(target) || /\/contract\//.test(target);
      }
      // A package, or a file inside it ("zod/mini").
      return packages.some((p) => name === p || name.startsWith(`${p}/`));
    };
    const check = (node, source) => {
      if (!source) return;
      if (source.type !== 'Literal' || typeof source.value !== 'string') {
        if (source.type === 'TemplateLiteral' && source.expressions.length === 0) {
          const name = source.quasis[0].value.cooked;
          if (!allowed(name))
            context.report({ node, messageId: 'outside', data: { name, packages: allowedText } });
          return;
        }
        context.report({ node, messageId: 'dynamic' });
        return;
      }
      if (!allowed(source.value)) {
        context.report({ node, messageId: 'outside', data: { name: source.value, packages: allowedText } });
      }
    };
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
      TSImportEqualsDeclaration: (node) => {
        if (node.moduleReference.type === 'TSExternalModuleReference')
          check(node, node.moduleReference.expression);
      },
      // require() and import('x') typed as a type (`typeof import('pg')`).
      CallExpression: (node) => {
        if (node.callee.type === 'Identifier' && node.callee.name === 'require')
          check(node, node.arguments[0]);
      },
      TSImportType: (node) => {
        // typescript-eslint 8 holds the specifier as a literal type; later versions as `source`.
        const arg =
          node.source ?? (node.argument?.type === 'TSLiteralType' ? node.argument.literal : node.argument);
        check(node, arg);
      },
    };
  },
};
