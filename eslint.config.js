// One lint config for the workspace: TypeScript strict rules, React hooks, and the console's one-way layering
// (an import only runs down the layers of LAYERS; a feature never imports another feature).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * The console's layers, bottom to top (issue #27): an import may only run down. ui/ and lib/ are one shared layer
 * (widgets and pure helpers); domain/ holds business helpers any feature may use (wage tasks, workflow status);
 * platform/ the API client, query client, token store and shared pickers; session/ the signed-in person (gate, menu,
 * permissions, identity switches, password reset); shell/ the frame around the screens; features/ the screens;
 * app/ the composition root (routes, providers, the view registry) that nothing imports.
 */
const LAYERS = ['lib', 'ui', 'domain', 'platform', 'session', 'shell', 'features', 'app'];
const RANK = { lib: 0, ui: 0, domain: 1, platform: 2, session: 3, shell: 4, features: 4, app: 5 };
/** The layers a layer may not import: every layer above it, and its neighbour at the same height (shell ↔ features). */
const above = (layer) =>
  LAYERS.filter((l) => l !== layer && (RANK[l] > RANK[layer] || (RANK[l] === RANK[layer] && RANK[l] > 0)));
const layerRule = (layer) => ({
  group: above(layer)
    .flatMap((l) => [`@/${l}/*`, `**/${l}/*`])
    .filter((g) => !g.startsWith(`**/${layer}/`)),
  message: `${layer}/ 只能引用下层（${LAYERS.filter((l) => RANK[l] < RANK[layer] || (RANK[l] === 0 && RANK[layer] === 0 && l !== layer)).join('、') || '无'}）：往上引用的依赖要从上层传下来（参数、上下文）`,
});
/** One chart system (issue #27): recharts is drawn only by the kit in ui/charts and ui/track-chart. */
const CHART_KIT = {
  name: 'recharts',
  message: '图表只用 @/ui/charts（ComboChart、SeriesChart、DistributionPie）或 @/ui/track-chart，不直接引用 recharts',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'spec/dist/**',
      'packages/sdk/src/generated/**',
      '.artifacts/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['scripts/**', 'packages/mock-server/src/cli.ts', 'packages/mock-server/build.mjs', 'tests/**'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['packages/console/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // No dangerouslySetInnerHTML for server text.
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: '不要用 dangerouslySetInnerHTML 渲染服务器文本',
        },
        // Query keys come from the SDK (issue #27): a key can never disagree with the call it caches.
        {
          selector: "Property[key.name=/^(queryKey|mutationKey)$/][value.type='ArrayExpression']",
          message:
            '不要手写查询键：用 @site/sdk/query 生成的 xxxQueryOptions / xxxInfiniteQueryOptions / xxxMutationOptions 或 xxxKey(params)；失效用 invalidateOperation / invalidateArea',
        },
        {
          selector: 'JSXAttribute[name.name=/^(queryKey|mutationKey)$/] > JSXExpressionContainer > ArrayExpression',
          message: '不要手写查询键：列表页传 operation（契约的 operationId），键由 listScreenKey 生成',
        },
      ],
      // Every server call goes through the SDK.
      'no-restricted-globals': ['error', { name: 'fetch', message: '控制台只通过 SDK 调用后端' }],
    },
  },
  ...['lib', 'ui', 'domain', 'platform', 'session', 'shell'].map((layer) => ({
    files: [`packages/console/src/${layer}/**`],
    rules: {
      'no-restricted-imports': ['error', { paths: layer === 'ui' ? [] : [CHART_KIT], patterns: [layerRule(layer)] }],
    },
  })),
  {
    files: ['packages/console/src/features/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [CHART_KIT],
          patterns: [
            layerRule('features'),
            {
              group: ['@/features/*', '../../features/*'],
              message: '功能模块之间不能互相引用：把共用的部分移到 ui/、lib/、domain/ 或 platform/',
            },
            // A sibling feature by a relative path (`../wages-pay/…`); `../../ui/…` climbs out of features/ and is
            // judged by the layer rule.
            {
              regex: '^\\.\\./[^.]',
              message: '功能模块之间不能互相引用：把共用的部分移到 ui/、lib/、domain/ 或 platform/',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/console/src/app/**', 'packages/console/src/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { paths: [CHART_KIT] }],
    },
  },
);
