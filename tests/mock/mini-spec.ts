// A small spec exercising each thing the mock adds to Prism, independent of the real contract's content.
const env = (data: object) => ({
  allOf: [{ $ref: '#/components/schemas/Envelope' }, { type: 'object', properties: { data } }],
});
export const miniSpec = {
  openapi: '3.1.0',
  info: { title: 'mini', version: '1' },
  security: [{ bearerAuth: [] }],
  paths: {
    '/login': {
      post: {
        operationId: 'login',
        security: [],
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: { type: 'object', required: ['account'], properties: { account: { type: 'string' } } },
            },
          },
        },
        responses: {
          '200': {
            description: 'ok',
            content: {
              'application/json': {
                schema: env({ type: 'object', properties: { token: { type: 'string' } } }),
                examples: {
                  success: { value: { code: 0, msg: '登录成功', data: { token: 'tok-1' } } },
                  wrongPassword: { value: { code: 500, msg: '账号或密码错误' } },
                },
              },
            },
          },
        },
      },
    },
    '/workers': {
      get: {
        operationId: 'listWorkers',
        parameters: [{ name: 'pageNum', in: 'query', schema: { type: 'integer', minimum: 1 } }],
        responses: {
          '200': {
            description: 'ok',
            content: {
              'application/json': {
                schema: env({
                  type: 'object',
                  required: ['total', 'list'],
                  properties: {
                    total: { type: 'integer' },
                    list: {
                      type: 'array',
                      items: {
                        type: 'object',
                        required: ['id', 'name'],
                        properties: {
                          id: { type: 'integer', description: '工人 ID' },
                          name: { type: 'string', description: '姓名' },
                          workType: { type: 'string', description: '工种（木工、钢筋工……）' },
                        },
                      },
                    },
                  },
                }),
                example: {
                  code: 0,
                  msg: '操作成功',
                  data: {
                    total: 3,
                    list: [
                      { id: 4001, name: '张建国', workType: '木工' },
                      { id: 4002, name: '李伟', workType: '钢筋工' },
                      { id: 4003, name: '王强', workType: '混凝土工' },
                    ],
                  },
                },
              },
            },
          },
          '401': { $ref: '#/components/responses/Unauthorized' },
        },
      },
    },
    '/workers/export': {
      post: {
        operationId: 'exportWorkers',
        summary: '工人花名册导出',
        'x-export-of': 'listWorkers',
        responses: {
          '200': {
            description: 'file',
            content: {
              'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {
                schema: { type: 'string', format: 'binary' },
              },
            },
          },
          '401': { $ref: '#/components/responses/Unauthorized' },
        },
      },
    },
    '/workers/exportWord': {
      get: {
        operationId: 'exportWorkersWord',
        summary: '工人花名册',
        'x-export-of': 'listWorkers',
        responses: {
          '200': {
            description: 'file',
            content: {
              'application/vnd.openxmlformats-officedocument.wordprocessingml.document': {
                schema: { type: 'string', format: 'binary' },
              },
            },
          },
          '401': { $ref: '#/components/responses/Unauthorized' },
        },
      },
    },
    '/param-login': {
      post: {
        operationId: 'paramLogin',
        security: [],
        'x-upstream-check': {
          'token-at': 'data.token',
          'requires-any-of': [{ body: ['sign', 'timestamp'] }, { header: 'Authorization' }],
        },
        requestBody: { content: { 'application/json': { schema: { type: 'object' } } } },
        responses: {
          '200': {
            description: 'ok',
            content: {
              'application/json': { schema: env({ type: 'object', properties: { token: { type: 'string' } } }) },
            },
          },
        },
      },
    },
    '/upload': {
      post: {
        operationId: 'upload',
        requestBody: {
          content: {
            'multipart/form-data': {
              schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' } } },
            },
          },
        },
        responses: {
          '200': {
            description: 'ok',
            content: {
              'application/json': {
                schema: env({ type: 'object', properties: { batch_id: { type: 'string' } } }),
                example: { code: 0, msg: '上传成功', data: { batch_id: 'B20261120001' } },
              },
            },
          },
          '401': { $ref: '#/components/responses/Unauthorized' },
        },
      },
    },
  },
  components: {
    securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } },
    schemas: {
      Envelope: {
        type: 'object',
        required: ['code', 'msg'],
        properties: { code: { type: ['integer', 'null'] }, msg: { type: 'string' }, status: { type: 'integer' } },
      },
    },
    responses: {
      Unauthorized: {
        description: 'no token',
        content: {
          'application/json': {
            schema: { $ref: '#/components/schemas/Envelope' },
            example: { code: 401, msg: '登录状态已过期，请重新登录' },
          },
        },
      },
    },
  },
};
