// One lint config for the workspace: TypeScript strict rules, React hooks, and the console's one-way layering
// (shared ui/lib never import features or app; a feature never imports another feature).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** ui/ and lib/ are the shared layer: nothing in them reaches up into the business layers. */
const SHARED_LAYER = {
  group: ['@/features/*', '@/app/*', '@/shell/*', '@/session/*'],
  message: 'ui/ 与 lib/ 是共享层，不能依赖业务层',
};
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
  {
    files: ['packages/console/src/ui/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [SHARED_LAYER] }],
    },
  },
  {
    files: ['packages/console/src/lib/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: [CHART_KIT], patterns: [SHARED_LAYER] }],
    },
  },
  {
    files: ['packages/console/src/features/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [CHART_KIT],
          patterns: [
            {
              group: ['@/features/*', '../../features/*'],
              message: '功能模块之间不能互相引用：把共用的部分移到 ui/ 或 lib/',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/console/src/{app,shell,session}/**', 'packages/console/src/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { paths: [CHART_KIT] }],
    },
  },
);
