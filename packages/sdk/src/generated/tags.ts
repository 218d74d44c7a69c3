/* 由 scripts/spec.mjs 从 spec/ 生成，请勿手改。运行 `pnpm spec` 重新生成。 */
/** 状态字段的标签（规格的 x-labels 与 x-tones）：编码 → { label, tone }。`tags.WagesTroubleRecord.status[3]`。 */

/** 一个编码的显示样式（规格的 x-tones）。 */
export type Tone = 'primary' | 'success' | 'warning' | 'danger' | 'muted';
/** 一个状态字段：编码 → 名称与显示样式。 */
export type TagTable = Readonly<Record<number, { readonly label: string; readonly tone: Tone }>>;

export const AiFaceResult = {
  /** 抓拍类型：1 实名工人，2 未实名人员，3 未教育工人，4 陌生人 */
  captureType: { 1: { label: '实名工人', tone: 'success' }, 2: { label: '未实名人员', tone: 'danger' }, 3: { label: '未教育工人', tone: 'warning' }, 4: { label: '陌生人', tone: 'muted' } } as TagTable,
  /** 反馈状态：0 未反馈，1 识别正确，2 识别错误，3 非本项目人员 */
  feedbackStatus: { 0: { label: '未反馈', tone: 'muted' }, 1: { label: '识别正确', tone: 'success' }, 2: { label: '识别错误', tone: 'danger' }, 3: { label: '非本项目人员', tone: 'warning' } } as TagTable,
} as const;

export const AiUnEducatedWorker = {
  /** 教育情况：0 未参加三级教育，1 教育未完成（缺项目级或班组级），2 考试未通过 */
  educationStatus: { 0: { label: '未参加三级教育', tone: 'danger' }, 1: { label: '教育未完成', tone: 'warning' }, 2: { label: '考试未通过', tone: 'warning' } } as TagTable,
} as const;

export const AlarmForbiddenPoint = {
  /** 报警级别：1 一般，2 较大，3 重大 */
  alarmLevel: { 1: { label: '一般', tone: 'primary' }, 2: { label: '较大', tone: 'warning' }, 3: { label: '重大', tone: 'danger' } } as TagTable,
} as const;

export const AlarmHatTopRow = {
  /** 人员类型：1 工人，2 管理人员 */
  person_type: { 1: { label: '工人', tone: 'primary' }, 2: { label: '管理人员', tone: 'muted' } } as TagTable,
} as const;

export const AlarmRecord = {
  /** 报警类型：1 滞留，2 静止，3 长时间停留，4 闯入禁区，5 SOS 求救，6 脱帽，7 低电量 */
  type: { 1: { label: '滞留', tone: 'warning' }, 2: { label: '静止', tone: 'warning' }, 3: { label: '长时间停留', tone: 'primary' }, 4: { label: '闯入禁区', tone: 'danger' }, 5: { label: 'SOS 求救', tone: 'danger' }, 6: { label: '脱帽', tone: 'warning' }, 7: { label: '低电量', tone: 'muted' } } as TagTable,
} as const;

export const AlarmWhitePerson = {
  /** 状态：0 未生效，1 生效中，2 已过期 */
  status: { 0: { label: '未生效', tone: 'primary' }, 1: { label: '生效中', tone: 'success' }, 2: { label: '已过期', tone: 'muted' } } as TagTable,
} as const;

export const BadRecord = {
  /** 状态：0 待项目处理，1 待分公司处理，2 待公司处理，3 已完结，4 已驳回 */
  status: { 0: { label: '待项目处理', tone: 'warning' }, 1: { label: '待分公司处理', tone: 'warning' }, 2: { label: '待公司处理', tone: 'danger' }, 3: { label: '已完结', tone: 'success' }, 4: { label: '已驳回', tone: 'muted' } } as TagTable,
} as const;

export const BlacklistCheckTask = {
  /** 状态：0 核验中，1 已完成，2 失败 */
  status: { 0: { label: '核验中', tone: 'primary' }, 1: { label: '已完成', tone: 'success' }, 2: { label: '失败', tone: 'danger' } } as TagTable,
} as const;

export const BlacklistUploadWorker = {
  /** 核验结果：0 未核验，1 未命中，2 命中黑名单 */
  check_result: { 0: { label: '未核验', tone: 'muted' }, 1: { label: '未命中', tone: 'success' }, 2: { label: '命中黑名单', tone: 'danger' } } as TagTable,
  /** 短信状态：0 未发送，1 已发送，2 发送失败 */
  sms_status: { 0: { label: '未发送', tone: 'muted' }, 1: { label: '已发送', tone: 'success' }, 2: { label: '发送失败', tone: 'danger' } } as TagTable,
} as const;

export const ComplaintFlowRecord = {
  /** 动作：1 提交投诉，2 受理，3 下发，4 办结，5 终止，6 超时上报 */
  action: { 1: { label: '提交投诉', tone: 'muted' }, 2: { label: '受理', tone: 'primary' }, 3: { label: '下发', tone: 'warning' }, 4: { label: '办结', tone: 'success' }, 5: { label: '终止', tone: 'muted' }, 6: { label: '超时上报', tone: 'danger' } } as TagTable,
} as const;

export const ComplaintTask = {
  /** 状态：0 待受理，1 处理中，2 已办结，3 已终止 */
  status: { 0: { label: '待受理', tone: 'warning' }, 1: { label: '处理中', tone: 'primary' }, 2: { label: '已办结', tone: 'success' }, 3: { label: '已终止', tone: 'muted' } } as TagTable,
  /** 当前处理层级：1 项目，2 分公司，3 公司 */
  currentLevel: { 1: { label: '项目', tone: 'primary' }, 2: { label: '分公司', tone: 'warning' }, 3: { label: '公司', tone: 'danger' } } as TagTable,
} as const;

export const ComplaintTempRegister = {
  /** 状态：0 待审核，1 已通过，2 已驳回，3 已过期 */
  status: { 0: { label: '待审核', tone: 'warning' }, 1: { label: '已通过', tone: 'success' }, 2: { label: '已驳回', tone: 'danger' }, 3: { label: '已过期', tone: 'muted' } } as TagTable,
} as const;

export const ComplaintTempRegisterDetail = {
  /** 状态：0 待审核，1 已通过，2 已驳回，3 已过期 */
  status: { 0: { label: '待审核', tone: 'warning' }, 1: { label: '已通过', tone: 'success' }, 2: { label: '已驳回', tone: 'danger' }, 3: { label: '已过期', tone: 'muted' } } as TagTable,
} as const;

export const DutyConfig = {
  /** 值班类型：1 值班，2 带班 */
  dutyType: { 1: { label: '值班', tone: 'primary' }, 2: { label: '带班', tone: 'warning' } } as TagTable,
} as const;

export const DutyConfigOperation = {
  /** 操作类型：1 新增，2 修改，3 停用，4 启用 */
  operateType: { 1: { label: '新增', tone: 'success' }, 2: { label: '修改', tone: 'primary' }, 3: { label: '停用', tone: 'muted' }, 4: { label: '启用', tone: 'success' } } as TagTable,
} as const;

export const DutyRecord = {
  /** 值班结果：0 缺勤，1 已完成，2 未达标 */
  status: { 0: { label: '缺勤', tone: 'danger' }, 1: { label: '已完成', tone: 'success' }, 2: { label: '未达标', tone: 'warning' } } as TagTable,
} as const;

export const DutySiteTask = {
  /** 任务类型：1 日常巡查，2 安全检查，3 班前教育，4 旁站监督，5 隐患复查，6 其他 */
  type: { 1: { label: '日常巡查', tone: 'primary' }, 2: { label: '安全检查', tone: 'primary' }, 3: { label: '班前教育', tone: 'primary' }, 4: { label: '旁站监督', tone: 'primary' }, 5: { label: '隐患复查', tone: 'warning' }, 6: { label: '其他', tone: 'muted' } } as TagTable,
  /** 状态：0 待执行，1 执行中，2 已完成，3 已逾期，4 已作废 */
  status: { 0: { label: '待执行', tone: 'muted' }, 1: { label: '执行中', tone: 'primary' }, 2: { label: '已完成', tone: 'success' }, 3: { label: '已逾期', tone: 'danger' }, 4: { label: '已作废', tone: 'muted' } } as TagTable,
} as const;

export const DutyTaskCardHint = {
  /** 提示类型：1 今日到期，2 即将到期，3 已逾期，4 新任务 */
  hintType: { 1: { label: '今日到期', tone: 'warning' }, 2: { label: '即将到期', tone: 'primary' }, 3: { label: '已逾期', tone: 'danger' }, 4: { label: '新任务', tone: 'success' } } as TagTable,
} as const;

export const GridAbnormalRelation = {
  /** 异常类型：1 人员已退场，2 账号已停用，3 岗位已变更，4 未实名登记 */
  abnormalType: { 1: { label: '人员已退场', tone: 'danger' }, 2: { label: '账号已停用', tone: 'warning' }, 3: { label: '岗位已变更', tone: 'primary' }, 4: { label: '未实名登记', tone: 'warning' } } as TagTable,
  /** 处理状态：0 待处理，1 已处理（已更换责任人） */
  status: { 0: { label: '待处理', tone: 'warning' }, 1: { label: '已处理', tone: 'success' } } as TagTable,
} as const;

export const GridCheck = {
  /** 检查类型：1 日常巡检，2 专项检查，3 监督检查，4 企业检查，5 点位抽查 */
  checkType: { 1: { label: '日常巡检', tone: 'primary' }, 2: { label: '专项检查', tone: 'warning' }, 3: { label: '监督检查', tone: 'danger' }, 4: { label: '企业检查', tone: 'success' }, 5: { label: '点位抽查', tone: 'muted' } } as TagTable,
  /** 检查状态：0 未开始，1 进行中，2 已完成，3 已撤回 */
  status: { 0: { label: '未开始', tone: 'muted' }, 1: { label: '进行中', tone: 'primary' }, 2: { label: '已完成', tone: 'success' }, 3: { label: '已撤回', tone: 'danger' } } as TagTable,
} as const;

export const GridCheckDetail = {
  /** 检查类型：1 日常巡检，2 专项检查，3 监督检查，4 企业检查，5 点位抽查 */
  checkType: { 1: { label: '日常巡检', tone: 'primary' }, 2: { label: '专项检查', tone: 'warning' }, 3: { label: '监督检查', tone: 'danger' }, 4: { label: '企业检查', tone: 'success' }, 5: { label: '点位抽查', tone: 'muted' } } as TagTable,
  /** 检查状态：0 未开始，1 进行中，2 已完成，3 已撤回 */
  status: { 0: { label: '未开始', tone: 'muted' }, 1: { label: '进行中', tone: 'primary' }, 2: { label: '已完成', tone: 'success' }, 3: { label: '已撤回', tone: 'danger' } } as TagTable,
} as const;

export const GridCheckProblem = {
  /** 复核结果：0 未复核，1 通过，2 不通过 */
  verify_result: { 0: { label: '未复核', tone: 'muted' }, 1: { label: '通过', tone: 'success' }, 2: { label: '不通过', tone: 'danger' } } as TagTable,
} as const;

export const GridPcTroubleDetail = {
  /** 审批状态：0 无需审批，1 待审批，2 审批通过，3 审批驳回 */
  audit_status: { 0: { label: '无需审批', tone: 'muted' }, 1: { label: '待审批', tone: 'warning' }, 2: { label: '审批通过', tone: 'success' }, 3: { label: '审批驳回', tone: 'danger' } } as TagTable,
} as const;

export const GridPoint = {
  /** 点位状态：0 未启用，1 已启用（按规则生成巡检任务），2 已停用 */
  status: { 0: { label: '未启用', tone: 'muted' }, 1: { label: '已启用', tone: 'success' }, 2: { label: '已停用', tone: 'warning' } } as TagTable,
  /** 布设状态：0 未布设，1 已布设 */
  deployStatus: { 0: { label: '未布设', tone: 'muted' }, 1: { label: '已布设', tone: 'success' } } as TagTable,
} as const;

export const GridPointCheck = {
  /** 抽查结论：1 合格，2 存在问题 */
  check_result: { 1: { label: '合格', tone: 'success' }, 2: { label: '存在问题', tone: 'danger' } } as TagTable,
} as const;

export const GridPointCheckDetail = {
  /** 抽查结论：1 合格，2 存在问题 */
  check_result: { 1: { label: '合格', tone: 'success' }, 2: { label: '存在问题', tone: 'danger' } } as TagTable,
} as const;

export const GridPointDeploy = {
  /** 布设方式：1 平面图，2 BIM 模型，3 地图 */
  deployType: { 1: { label: '平面图', tone: 'primary' }, 2: { label: 'BIM 模型', tone: 'success' }, 3: { label: '地图', tone: 'warning' } } as TagTable,
} as const;

export const GridPointDetail = {
  /** 点位状态：0 未启用，1 已启用（按规则生成巡检任务），2 已停用 */
  status: { 0: { label: '未启用', tone: 'muted' }, 1: { label: '已启用', tone: 'success' }, 2: { label: '已停用', tone: 'warning' } } as TagTable,
  /** 布设状态：0 未布设，1 已布设 */
  deployStatus: { 0: { label: '未布设', tone: 'muted' }, 1: { label: '已布设', tone: 'success' } } as TagTable,
} as const;

export const GridPointPerson = {
  /** 点位职责：1 网格长，2 网格员（责任人），3 巡检员 */
  personType: { 1: { label: '网格长', tone: 'primary' }, 2: { label: '网格员', tone: 'success' }, 3: { label: '巡检员', tone: 'warning' } } as TagTable,
} as const;

export const GridPointTask = {
  /** 检查结论：0 未检查，1 安全（未发现隐患），2 存在隐患 */
  safeStatus: { 0: { label: '未检查', tone: 'muted' }, 1: { label: '安全', tone: 'success' }, 2: { label: '存在隐患', tone: 'danger' } } as TagTable,
  /** 隐患等级：1 一般隐患，2 较大隐患，3 重大隐患；无隐患为 null */
  troubleLevel: { 1: { label: '一般隐患', tone: 'primary' }, 2: { label: '较大隐患', tone: 'warning' }, 3: { label: '重大隐患', tone: 'danger' } } as TagTable,
} as const;

export const GridPointTaskDetail = {
  /** 检查结论：0 未检查，1 安全（未发现隐患），2 存在隐患 */
  safeStatus: { 0: { label: '未检查', tone: 'muted' }, 1: { label: '安全', tone: 'success' }, 2: { label: '存在隐患', tone: 'danger' } } as TagTable,
  /** 隐患等级：1 一般隐患，2 较大隐患，3 重大隐患；无隐患为 null */
  troubleLevel: { 1: { label: '一般隐患', tone: 'primary' }, 2: { label: '较大隐患', tone: 'warning' }, 3: { label: '重大隐患', tone: 'danger' } } as TagTable,
} as const;

export const GridRule = {
  /** 规则类型：1 巡检频次，2 整改时限，3 逾期提醒 */
  ruleType: { 1: { label: '巡检频次', tone: 'primary' }, 2: { label: '整改时限', tone: 'warning' }, 3: { label: '逾期提醒', tone: 'danger' } } as TagTable,
  /** 是否启用：0 停用，1 启用 */
  enabled: { 0: { label: '停用', tone: 'muted' }, 1: { label: '启用', tone: 'success' } } as TagTable,
} as const;

export const GridTaskItemResult = {
  /** 检查结果：0 未检查，1 合格，2 不合格 */
  result: { 0: { label: '未检查', tone: 'muted' }, 1: { label: '合格', tone: 'success' }, 2: { label: '不合格', tone: 'danger' } } as TagTable,
} as const;

export const GridTrouble = {
  /** 隐患状态：0 无隐患，1 待整改，2 待复查（已反馈整改），3 复查通过（已闭环），4 复查退回（重新整改），5 已逾期 */
  status: { 0: { label: '无隐患', tone: 'muted' }, 1: { label: '待整改', tone: 'warning' }, 2: { label: '待复查', tone: 'primary' }, 3: { label: '复查通过', tone: 'success' }, 4: { label: '复查退回', tone: 'danger' }, 5: { label: '已逾期', tone: 'danger' } } as TagTable,
} as const;

export const GridTroubleRecord = {
  /** 操作：1 发现隐患，2 整改反馈，3 复查通过，4 复查退回，5 转办，6 审批通过，7 审批驳回 */
  operType: { 1: { label: '发现隐患', tone: 'danger' }, 2: { label: '整改反馈', tone: 'primary' }, 3: { label: '复查通过', tone: 'success' }, 4: { label: '复查退回', tone: 'warning' }, 5: { label: '转办', tone: 'muted' }, 6: { label: '审批通过', tone: 'success' }, 7: { label: '审批驳回', tone: 'danger' } } as TagTable,
} as const;

export const HelmetAlarm = {
  /** 报警类型：1 SOS 求救，2 脱帽，3 碰撞，4 跌落，5 长时间静止，6 闯入禁区，7 低电量 */
  alarm_type: { 1: { label: 'SOS 求救', tone: 'danger' }, 2: { label: '脱帽', tone: 'warning' }, 3: { label: '碰撞', tone: 'warning' }, 4: { label: '跌落', tone: 'danger' }, 5: { label: '长时间静止', tone: 'primary' }, 6: { label: '闯入禁区', tone: 'danger' }, 7: { label: '低电量', tone: 'muted' } } as TagTable,
  /** 处理状态：0 未处理，1 已处理，2 误报 */
  status: { 0: { label: '未处理', tone: 'danger' }, 1: { label: '已处理', tone: 'success' }, 2: { label: '误报', tone: 'muted' } } as TagTable,
} as const;

export const HelmetObservationUploadRow = {
  /** 状态：0 待确认（校验通过），1 已确认，2 校验失败 */
  check_status: { 0: { label: '待确认', tone: 'warning' }, 1: { label: '已确认', tone: 'success' }, 2: { label: '校验失败', tone: 'danger' } } as TagTable,
} as const;

export const HelmetReturnBody = {
  /** 归还方式：1 正常归还，2 损坏，3 遗失 */
  return_type: { 1: { label: '正常归还', tone: 'success' }, 2: { label: '损坏', tone: 'warning' }, 3: { label: '遗失', tone: 'danger' } } as TagTable,
} as const;

export const HelmetRosterUploadRow = {
  /** 状态：0 待确认（校验通过），1 已确认，2 校验失败 */
  check_status: { 0: { label: '待确认', tone: 'warning' }, 1: { label: '已确认', tone: 'success' }, 2: { label: '校验失败', tone: 'danger' } } as TagTable,
} as const;

export const HelmetUploadCheck = {
  /** 状态：0 待确认（校验通过），1 已确认，2 校验失败 */
  check_status: { 0: { label: '待确认', tone: 'warning' }, 1: { label: '已确认', tone: 'success' }, 2: { label: '校验失败', tone: 'danger' } } as TagTable,
} as const;

export const HelmetUploadRow = {
  /** 状态：0 待确认（校验通过），1 已确认，2 校验失败 */
  check_status: { 0: { label: '待确认', tone: 'warning' }, 1: { label: '已确认', tone: 'success' }, 2: { label: '校验失败', tone: 'danger' } } as TagTable,
} as const;

export const HomeProjectEvent = {
  /** 动态类型：1 进出场，2 安全报警，3 隐患，4 工资发放 */
  event_type: { 1: { label: '进出场', tone: 'primary' }, 2: { label: '安全报警', tone: 'danger' }, 3: { label: '隐患', tone: 'warning' }, 4: { label: '工资发放', tone: 'success' } } as TagTable,
} as const;

export const HomeProjectMapPoint = {
  /** 项目状态：0 筹建，1 在建，2 停工，3 竣工 */
  status: { 0: { label: '筹建', tone: 'muted' }, 1: { label: '在建', tone: 'success' }, 2: { label: '停工', tone: 'warning' }, 3: { label: '竣工', tone: 'primary' } } as TagTable,
} as const;

export const HomeProjectParam = {
  /** 地图类型（数字）：1 二维地图，2 卫星影像，3 BIM 三维模型，4 自定义平面图 */
  maptype: { 1: { label: '二维地图', tone: 'primary' }, 2: { label: '卫星影像', tone: 'success' }, 3: { label: 'BIM 三维模型', tone: 'warning' }, 4: { label: '自定义平面图', tone: 'muted' } } as TagTable,
} as const;

export const HomeWageStatus = {
  /** 发放状态：0 未发起，1 考勤确认中，2 预结算中，3 代发中，4 已发放，5 部分发放（问题工资处理中） */
  status: { 0: { label: '未发起', tone: 'muted' }, 1: { label: '考勤确认中', tone: 'primary' }, 2: { label: '预结算中', tone: 'primary' }, 3: { label: '代发中', tone: 'warning' }, 4: { label: '已发放', tone: 'success' }, 5: { label: '部分发放', tone: 'danger' } } as TagTable,
} as const;

export const LegalAccusedCaseOption = {
  /** 庭审类型：1 开庭审理，2 庭前调解，3 仲裁开庭，4 宣判 */
  hearType: { 1: { label: '开庭审理', tone: 'danger' }, 2: { label: '庭前调解', tone: 'primary' }, 3: { label: '仲裁开庭', tone: 'warning' }, 4: { label: '宣判', tone: 'success' } } as TagTable,
} as const;

export const LegalOrg = {
  /** 组织类型：1 公司，2 分公司，3 项目 */
  orgType: { 1: { label: '公司', tone: 'primary' }, 2: { label: '分公司', tone: 'warning' }, 3: { label: '项目', tone: 'success' } } as TagTable,
} as const;

export const LegalSeal = {
  /** 印章类型：1 公章，2 合同专用章，3 财务专用章，4 法人章 */
  sealType: { 1: { label: '公章', tone: 'danger' }, 2: { label: '合同专用章', tone: 'primary' }, 3: { label: '财务专用章', tone: 'warning' }, 4: { label: '法人章', tone: 'success' } } as TagTable,
  /** 状态：0 待审核，1 已启用，2 已停用，3 已驳回 */
  status: { 0: { label: '待审核', tone: 'warning' }, 1: { label: '已启用', tone: 'success' }, 2: { label: '已停用', tone: 'muted' }, 3: { label: '已驳回', tone: 'danger' } } as TagTable,
  /** 电子签章授权：0 未授权，1 已授权 */
  authStatus: { 0: { label: '未授权', tone: 'muted' }, 1: { label: '已授权', tone: 'success' } } as TagTable,
} as const;

export const LegalSealDetail = {
  /** 印章类型：1 公章，2 合同专用章，3 财务专用章，4 法人章 */
  sealType: { 1: { label: '公章', tone: 'danger' }, 2: { label: '合同专用章', tone: 'primary' }, 3: { label: '财务专用章', tone: 'warning' }, 4: { label: '法人章', tone: 'success' } } as TagTable,
  /** 状态：0 待审核，1 已启用，2 已停用，3 已驳回 */
  status: { 0: { label: '待审核', tone: 'warning' }, 1: { label: '已启用', tone: 'success' }, 2: { label: '已停用', tone: 'muted' }, 3: { label: '已驳回', tone: 'danger' } } as TagTable,
  /** 电子签章授权：0 未授权，1 已授权 */
  authStatus: { 0: { label: '未授权', tone: 'muted' }, 1: { label: '已授权', tone: 'success' } } as TagTable,
} as const;

export const LegalSealRecord = {
  /** 记录类型：1 提交，2 审核通过，3 驳回，4 启用，5 停用，6 签署授权，7 用印 */
  recordType: { 1: { label: '提交', tone: 'muted' }, 2: { label: '审核通过', tone: 'success' }, 3: { label: '驳回', tone: 'danger' }, 4: { label: '启用', tone: 'success' }, 5: { label: '停用', tone: 'warning' }, 6: { label: '签署授权', tone: 'primary' }, 7: { label: '用印', tone: 'primary' } } as TagTable,
} as const;

export const LsoApproval = {
  /** 结果：1 批准，2 驳回 */
  result: { 1: { label: '批准', tone: 'success' }, 2: { label: '驳回', tone: 'danger' } } as TagTable,
} as const;

export const LsoJob = {
  /** 状态：0 待审批，1 作业中（已批准），2 已驳回，3 已关闭，4 已过期 */
  status: { 0: { label: '待审批', tone: 'warning' }, 1: { label: '作业中', tone: 'primary' }, 2: { label: '已驳回', tone: 'danger' }, 3: { label: '已关闭', tone: 'success' }, 4: { label: '已过期', tone: 'muted' } } as TagTable,
} as const;

export const LsoJobDetail = {
  /** 状态：0 待审批，1 作业中（已批准），2 已驳回，3 已关闭，4 已过期 */
  status: { 0: { label: '待审批', tone: 'warning' }, 1: { label: '作业中', tone: 'primary' }, 2: { label: '已驳回', tone: 'danger' }, 3: { label: '已关闭', tone: 'success' }, 4: { label: '已过期', tone: 'muted' } } as TagTable,
} as const;

export const LsoOfficer = {
  /** 类型：1 专职，2 兼职 */
  officer_type: { 1: { label: '专职', tone: 'primary' }, 2: { label: '兼职', tone: 'muted' } } as TagTable,
  /** 状态：0 离岗，1 在岗 */
  status: { 0: { label: '离岗', tone: 'muted' }, 1: { label: '在岗', tone: 'success' } } as TagTable,
} as const;

export const LsoProblem = {
  /** 隐患等级：1 一般，2 较大，3 重大 */
  troubleLevel: { 1: { label: '一般', tone: 'warning' }, 2: { label: '较大', tone: 'danger' }, 3: { label: '重大', tone: 'danger' } } as TagTable,
} as const;

export const LsoRecord = {
  /** 记录类型：1 日常巡查，2 旁站监督，3 专项检查 */
  recordType: { 1: { label: '日常巡查', tone: 'primary' }, 2: { label: '旁站监督', tone: 'success' }, 3: { label: '专项检查', tone: 'warning' } } as TagTable,
  /** 整改状态：0 无需整改，1 待整改，2 已整改 */
  rectifyStatus: { 0: { label: '无需整改', tone: 'muted' }, 1: { label: '待整改', tone: 'danger' }, 2: { label: '已整改', tone: 'success' } } as TagTable,
} as const;

export const LsoRecordDetail = {
  /** 记录类型：1 日常巡查，2 旁站监督，3 专项检查 */
  recordType: { 1: { label: '日常巡查', tone: 'primary' }, 2: { label: '旁站监督', tone: 'success' }, 3: { label: '专项检查', tone: 'warning' } } as TagTable,
  /** 整改状态：0 无需整改，1 待整改，2 已整改 */
  rectifyStatus: { 0: { label: '无需整改', tone: 'muted' }, 1: { label: '待整改', tone: 'danger' }, 2: { label: '已整改', tone: 'success' } } as TagTable,
} as const;

export const OrgWorker = {
  /** 状态：0 待进场，1 在场，2 已退场 */
  status: { 0: { label: '待进场', tone: 'warning' }, 1: { label: '在场', tone: 'success' }, 2: { label: '已退场', tone: 'muted' } } as TagTable,
} as const;

export const OrgWorkerAttendanceDay = {
  /** 状态：0 缺勤，1 正常，2 迟到，3 早退，4 补录 */
  status: { 0: { label: '缺勤', tone: 'danger' }, 1: { label: '正常', tone: 'success' }, 2: { label: '迟到', tone: 'warning' }, 3: { label: '早退', tone: 'warning' }, 4: { label: '补录', tone: 'primary' } } as TagTable,
} as const;

export const OrgWorkerDetail = {
  /** 状态：0 待进场，1 在场，2 已退场 */
  status: { 0: { label: '待进场', tone: 'warning' }, 1: { label: '在场', tone: 'success' }, 2: { label: '已退场', tone: 'muted' } } as TagTable,
} as const;

export const SmsAlarmSendRecord = {
  /** 发送状态：0 发送中，1 发送成功，2 发送失败 */
  sendStatus: { 0: { label: '发送中', tone: 'primary' }, 1: { label: '发送成功', tone: 'success' }, 2: { label: '发送失败', tone: 'danger' } } as TagTable,
} as const;

export const WagesAttendCompany = {
  /** 状态：0 待确认，1 已确认，2 已驳回 */
  status: { 0: { label: '待确认', tone: 'warning' }, 1: { label: '已确认', tone: 'success' }, 2: { label: '已驳回', tone: 'danger' } } as TagTable,
} as const;

export const WagesAttendTask = {
  /** 状态：0 待确认，1 确认中，2 已确认，3 已提交 */
  status: { 0: { label: '待确认', tone: 'warning' }, 1: { label: '确认中', tone: 'primary' }, 2: { label: '已确认', tone: 'success' }, 3: { label: '已提交', tone: 'muted' } } as TagTable,
} as const;

export const WagesAttendWorker = {
  /** 状态：0 待确认，1 已确认，2 有异议 */
  status: { 0: { label: '待确认', tone: 'warning' }, 1: { label: '已确认', tone: 'success' }, 2: { label: '有异议', tone: 'danger' } } as TagTable,
} as const;

export const WagesCapitaSource = {
  /** 状态：0 待填报，1 审批中，2 已确认，3 已驳回 */
  status: { 0: { label: '待填报', tone: 'warning' }, 1: { label: '审批中', tone: 'primary' }, 2: { label: '已确认', tone: 'success' }, 3: { label: '已驳回', tone: 'danger' } } as TagTable,
} as const;

export const WagesCapitaSourceDetail = {
  /** 状态：0 待填报，1 审批中，2 已确认，3 已驳回 */
  status: { 0: { label: '待填报', tone: 'warning' }, 1: { label: '审批中', tone: 'primary' }, 2: { label: '已确认', tone: 'success' }, 3: { label: '已驳回', tone: 'danger' } } as TagTable,
} as const;

export const WagesConfigBase = {
  /** 配置级别：1 组织默认，2 项目 */
  configLevel: { 1: { label: '组织默认', tone: 'primary' }, 2: { label: '项目', tone: 'muted' } } as TagTable,
} as const;

export const WagesConfigBaseInput = {
  /** 配置级别：1 组织默认，2 项目 */
  configLevel: { 1: { label: '组织默认', tone: 'primary' }, 2: { label: '项目', tone: 'muted' } } as TagTable,
} as const;

export const WagesCumDetail = {
  /** 代发类型：1 全额代发，2 部分代发，3 尾款代发 */
  payType: { 1: { label: '全额代发', tone: 'primary' }, 2: { label: '部分代发', tone: 'warning' }, 3: { label: '尾款代发', tone: 'muted' } } as TagTable,
  /** 状态：0 待发放，1 审批中，2 发放中，3 已发放，4 已驳回 */
  status: { 0: { label: '待发放', tone: 'warning' }, 1: { label: '审批中', tone: 'primary' }, 2: { label: '发放中', tone: 'primary' }, 3: { label: '已发放', tone: 'success' }, 4: { label: '已驳回', tone: 'danger' } } as TagTable,
} as const;

export const WagesCumPublicPayment = {
  /** 状态：0 待上传凭证，1 待确认，2 已确认，3 已退回 */
  status: { 0: { label: '待上传凭证', tone: 'warning' }, 1: { label: '待确认', tone: 'primary' }, 2: { label: '已确认', tone: 'success' }, 3: { label: '已退回', tone: 'danger' } } as TagTable,
} as const;

export const WagesCumRecord = {
  /** 代发类型：1 全额代发，2 部分代发，3 尾款代发 */
  payType: { 1: { label: '全额代发', tone: 'primary' }, 2: { label: '部分代发', tone: 'warning' }, 3: { label: '尾款代发', tone: 'muted' } } as TagTable,
  /** 状态：0 待发放，1 审批中，2 发放中，3 已发放，4 已驳回 */
  status: { 0: { label: '待发放', tone: 'warning' }, 1: { label: '审批中', tone: 'primary' }, 2: { label: '发放中', tone: 'primary' }, 3: { label: '已发放', tone: 'success' }, 4: { label: '已驳回', tone: 'danger' } } as TagTable,
} as const;

export const WagesCumWorkerRow = {
  /** 发放状态：0 待发放，1 已发放，2 发放失败 */
  payStatus: { 0: { label: '待发放', tone: 'warning' }, 1: { label: '已发放', tone: 'success' }, 2: { label: '发放失败', tone: 'danger' } } as TagTable,
} as const;

export const WagesEmergencyDetail = {
  /** 状态：0 审批中，1 待支付，2 已支付，3 已驳回，4 已撤销 */
  status: { 0: { label: '审批中', tone: 'primary' }, 1: { label: '待支付', tone: 'warning' }, 2: { label: '已支付', tone: 'success' }, 3: { label: '已驳回', tone: 'danger' }, 4: { label: '已撤销', tone: 'muted' } } as TagTable,
} as const;

export const WagesEmergencyRecord = {
  /** 状态：0 审批中，1 待支付，2 已支付，3 已驳回，4 已撤销 */
  status: { 0: { label: '审批中', tone: 'primary' }, 1: { label: '待支付', tone: 'warning' }, 2: { label: '已支付', tone: 'success' }, 3: { label: '已驳回', tone: 'danger' }, 4: { label: '已撤销', tone: 'muted' } } as TagTable,
} as const;

export const WagesExpCompany = {
  /** 确认状态：0 待提交，1 待确认，2 已确认，3 已退回 */
  confirmStatus: { 0: { label: '待提交', tone: 'muted' }, 1: { label: '待确认', tone: 'warning' }, 2: { label: '已确认', tone: 'success' }, 3: { label: '已退回', tone: 'danger' } } as TagTable,
} as const;

export const WagesExpPeriod = {
  /** 状态：0 未发起，1 进行中，2 已完成 */
  status: { 0: { label: '未发起', tone: 'muted' }, 1: { label: '进行中', tone: 'primary' }, 2: { label: '已完成', tone: 'success' } } as TagTable,
} as const;

export const WagesExpTeam = {
  /** 提交状态：0 未提交，1 已提交，2 已退回 */
  submitStatus: { 0: { label: '未提交', tone: 'muted' }, 1: { label: '已提交', tone: 'success' }, 2: { label: '已退回', tone: 'danger' } } as TagTable,
} as const;

export const WagesExpWorker = {
  /** 工人确认状态：0 未确认，1 已确认，2 有异议 */
  confirmStatus: { 0: { label: '未确认', tone: 'warning' }, 1: { label: '已确认', tone: 'success' }, 2: { label: '有异议', tone: 'danger' } } as TagTable,
} as const;

export const WagesLedgerAccount = {
  /** 账户状态：1 正常，2 冻结，3 已销户 */
  status: { 1: { label: '正常', tone: 'success' }, 2: { label: '冻结', tone: 'danger' }, 3: { label: '已销户', tone: 'muted' } } as TagTable,
} as const;

export const WagesLedgerCoreData = {
  /** 锁定状态：0 未锁定，1 已锁定 */
  lockStatus: { 0: { label: '未锁定', tone: 'warning' }, 1: { label: '已锁定', tone: 'success' } } as TagTable,
} as const;

export const WagesLedgerDeposit = {
  /** 缴存方式：1 现金存储，2 银行保函，3 工程担保公司保函，4 工资保证金保险 */
  depositType: { 1: { label: '现金存储', tone: 'primary' }, 2: { label: '银行保函', tone: 'primary' }, 3: { label: '工程担保公司保函', tone: 'primary' }, 4: { label: '工资保证金保险', tone: 'primary' } } as TagTable,
  /** 状态：1 已缴存，2 部分返还，3 已返还，4 已动用 */
  status: { 1: { label: '已缴存', tone: 'success' }, 2: { label: '部分返还', tone: 'warning' }, 3: { label: '已返还', tone: 'muted' }, 4: { label: '已动用', tone: 'danger' } } as TagTable,
} as const;

export const WagesSalaryTask = {
  /** 状态：0 进行中，1 已完成，2 已撤销，3 已驳回 */
  status: { 0: { label: '进行中', tone: 'primary' }, 1: { label: '已完成', tone: 'success' }, 2: { label: '已撤销', tone: 'muted' }, 3: { label: '已驳回', tone: 'danger' } } as TagTable,
} as const;

export const WagesTroubleCompany = {
  /** 支付状态：0 未支付，1 待确认，2 部分支付，3 已支付 */
  payStatus: { 0: { label: '未支付', tone: 'warning' }, 1: { label: '待确认', tone: 'primary' }, 2: { label: '部分支付', tone: 'primary' }, 3: { label: '已支付', tone: 'success' } } as TagTable,
} as const;

export const WagesTroubleMonthVoucher = {
  /** 凭证上传状态：0 未上传，1 部分上传，2 已全部上传 */
  uploadStatus: { 0: { label: '未上传', tone: 'warning' }, 1: { label: '部分上传', tone: 'primary' }, 2: { label: '已全部上传', tone: 'success' } } as TagTable,
} as const;

export const WagesTroublePublicPayment = {
  /** 状态：0 待提交，1 待确认，2 已确认，3 已驳回 */
  status: { 0: { label: '待提交', tone: 'muted' }, 1: { label: '待确认', tone: 'warning' }, 2: { label: '已确认', tone: 'success' }, 3: { label: '已驳回', tone: 'danger' } } as TagTable,
} as const;

export const WagesTroubleRecord = {
  /** 问题类型：1 代发失败，2 欠薪投诉，3 银行卡异常，4 其他 */
  troubleType: { 1: { label: '代发失败', tone: 'danger' }, 2: { label: '欠薪投诉', tone: 'warning' }, 3: { label: '银行卡异常', tone: 'primary' }, 4: { label: '其他', tone: 'muted' } } as TagTable,
  /** 主要处理方式：1 工人凭证（补发到人），2 单位对公支付 */
  handleWay: { 1: { label: '工人凭证', tone: 'primary' }, 2: { label: '单位对公支付', tone: 'primary' } } as TagTable,
  /** 状态：0 待处理，1 处理中，2 已完成，3 已驳回 */
  status: { 0: { label: '待处理', tone: 'warning' }, 1: { label: '处理中', tone: 'primary' }, 2: { label: '已完成', tone: 'success' }, 3: { label: '已驳回', tone: 'danger' } } as TagTable,
} as const;

export const WagesTroubleWorker = {
  /** 处理状态：0 未处理，1 凭证待确认，2 已确认，3 已驳回 */
  handleStatus: { 0: { label: '未处理', tone: 'warning' }, 1: { label: '凭证待确认', tone: 'primary' }, 2: { label: '已确认', tone: 'success' }, 3: { label: '已驳回', tone: 'danger' } } as TagTable,
} as const;

export const WorkflowFlowNode = {
  /** 办理动作：0 待处理，1 提交，2 通过，3 驳回，4 撤回，5 转办 */
  action: { 0: { label: '待处理', tone: 'warning' }, 1: { label: '提交', tone: 'primary' }, 2: { label: '通过', tone: 'success' }, 3: { label: '驳回', tone: 'danger' }, 4: { label: '撤回', tone: 'muted' }, 5: { label: '转办', tone: 'primary' } } as TagTable,
} as const;

export const WorkflowPost = {
  /** 岗位所属层级：1 项目，2 分公司，3 公司 */
  level: { 1: { label: '项目', tone: 'primary' }, 2: { label: '分公司', tone: 'success' }, 3: { label: '公司', tone: 'warning' } } as TagTable,
} as const;

export const WorkflowProcDef = {
  /** 状态：0 草稿，1 已发布，2 已停用 */
  status: { 0: { label: '草稿', tone: 'warning' }, 1: { label: '已发布', tone: 'success' }, 2: { label: '已停用', tone: 'muted' } } as TagTable,
} as const;

export const WorkflowProcDefDetail = {
  /** 状态：0 草稿，1 已发布，2 已停用 */
  status: { 0: { label: '草稿', tone: 'warning' }, 1: { label: '已发布', tone: 'success' }, 2: { label: '已停用', tone: 'muted' } } as TagTable,
} as const;

export const WorkflowProcNode = {
  /** 节点类型：1 发起，2 审批，3 抄送，4 条件分支，5 结束 */
  nodeType: { 1: { label: '发起', tone: 'primary' }, 2: { label: '审批', tone: 'success' }, 3: { label: '抄送', tone: 'muted' }, 4: { label: '条件分支', tone: 'warning' }, 5: { label: '结束', tone: 'muted' } } as TagTable,
} as const;

export const WorkflowTaskItem = {
  /** 任务状态：0 待处理，1 已通过，2 已驳回，3 已转办 */
  taskStatus: { 0: { label: '待处理', tone: 'warning' }, 1: { label: '已通过', tone: 'success' }, 2: { label: '已驳回', tone: 'danger' }, 3: { label: '已转办', tone: 'muted' } } as TagTable,
  /** 流程状态：1 审批中，2 已完成，3 已驳回，4 已撤回 */
  procStatus: { 1: { label: '审批中', tone: 'primary' }, 2: { label: '已完成', tone: 'success' }, 3: { label: '已驳回', tone: 'danger' }, 4: { label: '已撤回', tone: 'muted' } } as TagTable,
} as const;

export const WorkflowWageTask = {
  /** 任务状态：0 待审批，1 已通过，2 已驳回，3 已撤回 */
  status: { 0: { label: '待审批', tone: 'warning' }, 1: { label: '已通过', tone: 'success' }, 2: { label: '已驳回', tone: 'danger' }, 3: { label: '已撤回', tone: 'muted' } } as TagTable,
} as const;

export const WorkflowWageTaskDetail = {
  /** 任务状态：0 待审批，1 已通过，2 已驳回，3 已撤回 */
  status: { 0: { label: '待审批', tone: 'warning' }, 1: { label: '已通过', tone: 'success' }, 2: { label: '已驳回', tone: 'danger' }, 3: { label: '已撤回', tone: 'muted' } } as TagTable,
} as const;
