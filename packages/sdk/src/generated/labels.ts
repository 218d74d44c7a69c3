/* 由 scripts/spec.mjs 从 spec/ 生成，请勿手改。运行 `pnpm spec` 重新生成。 */
/** 编码字段的名称（规格的 x-labels）：按 schema 与字段，编码 → 界面显示的中文名。`labels.AlarmRecord.type[5]`。 */

/** 一个编码字段：编码 → 名称。 */
export type LabelTable = Readonly<Record<number, string>>;

export const AiFaceResult = {
  /** 抓拍类型：1 实名工人，2 未实名人员，3 未教育工人，4 陌生人 */
  captureType: { 1: '实名工人', 2: '未实名人员', 3: '未教育工人', 4: '陌生人' } as LabelTable,
  /** 反馈状态：0 未反馈，1 识别正确，2 识别错误，3 非本项目人员 */
  feedbackStatus: { 0: '未反馈', 1: '识别正确', 2: '识别错误', 3: '非本项目人员' } as LabelTable,
} as const;

export const AiFeedbackBody = {
  /** 反馈：1 识别正确，2 识别错误，3 非本项目人员 */
  feedbackType: { 1: '识别正确', 2: '识别错误', 3: '非本项目人员' } as LabelTable,
} as const;

export const AiUnEducatedWorker = {
  /** 教育情况：0 未参加三级教育，1 教育未完成（缺项目级或班组级），2 考试未通过 */
  educationStatus: { 0: '未参加三级教育', 1: '教育未完成', 2: '考试未通过' } as LabelTable,
} as const;

export const AiUnmatchedCapture = {
  /** 反馈状态：0 未反馈，1 识别正确，2 识别错误，3 非本项目人员 */
  feedbackStatus: { 0: '未反馈', 1: '识别正确', 2: '识别错误', 3: '非本项目人员' } as LabelTable,
} as const;

export const AlarmClosedLoopOrgRow = {
  /** 行类型：3 分公司，4 项目 */
  orgType: { 3: '分公司', 4: '项目' } as LabelTable,
} as const;

export const AlarmClosedLoopStage = {
  /** 闭环状态：0 已产生（待派发），1 已派发（待处理），2 已处理（待关闭），3 已关闭 */
  status: { 0: '已产生', 1: '已派发', 2: '已处理', 3: '已关闭' } as LabelTable,
} as const;

export const AlarmClosedLoopTypeRow = {
  /** 报警类型：1 滞留，2 静止，3 长时间停留，4 闯入禁区，5 SOS 求救，6 脱帽，7 低电量 */
  alarmType: { 1: '滞留', 2: '静止', 3: '长时间停留', 4: '闯入禁区', 5: 'SOS 求救', 6: '脱帽', 7: '低电量' } as LabelTable,
} as const;

export const AlarmDurationRecord = {
  /** 报警类型：1 滞留，2 静止，3 长时间停留 */
  type: { 1: '滞留', 2: '静止', 3: '长时间停留' } as LabelTable,
  /** 人员类型：1 工人，2 管理人员 */
  person_type: { 1: '工人', 2: '管理人员' } as LabelTable,
  /** 闭环状态：0 已产生（待派发），1 已派发，2 已处理，3 已关闭 */
  status: { 0: '已产生', 1: '已派发', 2: '已处理', 3: '已关闭' } as LabelTable,
} as const;

export const AlarmForbiddenAlertQuery = {
  /** 闭环状态：-1 全部，0 已产生，1 已派发，2 已处理，3 已关闭 */
  status: { 0: '已产生', 1: '已派发', 2: '已处理', 3: '已关闭', '-1': '全部' } as LabelTable,
} as const;

export const AlarmForbiddenAlertRecord = {
  /** 人员类型：1 工人，2 管理人员，3 特种作业人员，4 外来人员 */
  personType: { 1: '工人', 2: '管理人员', 3: '特种作业人员', 4: '外来人员' } as LabelTable,
  /** 闭环状态：0 已产生（待派发），1 已派发，2 已处理，3 已关闭 */
  status: { 0: '已产生', 1: '已派发', 2: '已处理', 3: '已关闭' } as LabelTable,
} as const;

export const AlarmForbiddenPoint = {
  /** 围栏形状：1 圆形（中心 + 半径），2 多边形 */
  shape: { 1: '圆形', 2: '多边形' } as LabelTable,
  /** 报警级别：1 一般，2 较大，3 重大 */
  alarmLevel: { 1: '一般', 2: '较大', 3: '重大' } as LabelTable,
  /** 启用状态：0 停用，1 启用 */
  status: { 0: '停用', 1: '启用' } as LabelTable,
} as const;

export const AlarmForbiddenPointQuery = {
  /** 启用状态：-1 全部，0 停用，1 启用 */
  status: { 0: '停用', 1: '启用', '-1': '全部' } as LabelTable,
} as const;

export const AlarmHatTopRow = {
  /** 人员类型：1 工人，2 管理人员 */
  person_type: { 1: '工人', 2: '管理人员' } as LabelTable,
} as const;

export const AlarmRecord = {
  /** 报警类型：1 滞留，2 静止，3 长时间停留，4 闯入禁区，5 SOS 求救，6 脱帽，7 低电量 */
  type: { 1: '滞留', 2: '静止', 3: '长时间停留', 4: '闯入禁区', 5: 'SOS 求救', 6: '脱帽', 7: '低电量' } as LabelTable,
  /** 人员类型：1 工人，2 管理人员 */
  person_type: { 1: '工人', 2: '管理人员' } as LabelTable,
  /** 闭环状态：0 已产生（待派发），1 已派发（待处理），2 已处理（待关闭），3 已关闭 */
  status: { 0: '已产生', 1: '已派发', 2: '已处理', 3: '已关闭' } as LabelTable,
} as const;

export const AlarmWhiteAddBody = {
  /** 人员类型：1 工人，2 管理人员，3 特种作业人员，4 外来人员 */
  personType: { 1: '工人', 2: '管理人员', 3: '特种作业人员', 4: '外来人员' } as LabelTable,
} as const;

export const AlarmWhiteCandidate = {
  /** 人员类型：1 工人，2 管理人员，3 特种作业人员，4 外来人员 */
  personType: { 1: '工人', 2: '管理人员', 3: '特种作业人员', 4: '外来人员' } as LabelTable,
  /** 是否已在白名单：0 否，1 是 */
  inWhite: { 0: '否', 1: '是' } as LabelTable,
} as const;

export const AlarmWhiteCandidateQuery = {
  /** 人员类型：0 全部，1 工人，2 管理人员，3 特种作业人员，4 外来人员 */
  personType: { 0: '全部', 1: '工人', 2: '管理人员', 3: '特种作业人员', 4: '外来人员' } as LabelTable,
} as const;

export const AlarmWhitePerson = {
  /** 人员类型：1 工人，2 管理人员，3 特种作业人员，4 外来人员 */
  personType: { 1: '工人', 2: '管理人员', 3: '特种作业人员', 4: '外来人员' } as LabelTable,
  /** 状态：0 未生效，1 生效中，2 已过期 */
  status: { 0: '未生效', 1: '生效中', 2: '已过期' } as LabelTable,
} as const;

export const AlarmWhiteQuery = {
  /** 人员类型：0 全部，1 工人，2 管理人员，3 特种作业人员，4 外来人员 */
  personType: { 0: '全部', 1: '工人', 2: '管理人员', 3: '特种作业人员', 4: '外来人员' } as LabelTable,
} as const;

export const AttendanceAbnormalRecord = {
  /** 异常类型：1 迟到，2 早退，3 缺卡，4 缺勤 */
  abnormalType: { 1: '迟到', 2: '早退', 3: '缺卡', 4: '缺勤' } as LabelTable,
} as const;

export const BadRecord = {
  /** 不良行为类型：1 违章作业，2 不服从管理，3 恶意讨薪，4 打架斗殴，5 偷盗公物，6 酒后上岗，9 其他 */
  badType: { 1: '违章作业', 2: '不服从管理', 3: '恶意讨薪', 4: '打架斗殴', 5: '偷盗公物', 6: '酒后上岗', 9: '其他' } as LabelTable,
  /** 处罚措施：0 无，1 警告教育，2 罚款，3 停工学习，4 清退出场 */
  punishment: { 0: '无', 1: '警告教育', 2: '罚款', 3: '停工学习', 4: '清退出场' } as LabelTable,
  /** 状态：0 待项目处理，1 待分公司处理，2 待公司处理，3 已完结，4 已驳回 */
  status: { 0: '待项目处理', 1: '待分公司处理', 2: '待公司处理', 3: '已完结', 4: '已驳回' } as LabelTable,
  /** 当前处理层级：1 项目，2 分公司，3 公司 */
  currentLevel: { 1: '项目', 2: '分公司', 3: '公司' } as LabelTable,
} as const;

export const BadRecordForm = {
  /** 不良行为类型：1 违章作业，2 不服从管理，3 恶意讨薪，4 打架斗殴，5 偷盗公物，6 酒后上岗，9 其他 */
  badType: { 1: '违章作业', 2: '不服从管理', 3: '恶意讨薪', 4: '打架斗殴', 5: '偷盗公物', 6: '酒后上岗', 9: '其他' } as LabelTable,
  /** 建议处罚措施：0 无，1 警告教育，2 罚款，3 停工学习，4 清退出场 */
  punishment: { 0: '无', 1: '警告教育', 2: '罚款', 3: '停工学习', 4: '清退出场' } as LabelTable,
} as const;

export const BadRecordHandleBody = {
  /** 处理结果：1 同意并上报上一级，2 驳回（记录作废），3 同意并在本级完结 */
  result: { 1: '同意并上报上一级', 2: '驳回', 3: '同意并在本级完结' } as LabelTable,
  /** 处罚措施：0 无，1 警告教育，2 罚款，3 停工学习，4 清退出场 */
  punishment: { 0: '无', 1: '警告教育', 2: '罚款', 3: '停工学习', 4: '清退出场' } as LabelTable,
} as const;

export const BadRecordHandler = {
  /** 层级：1 项目，2 分公司，3 公司 */
  level: { 1: '项目', 2: '分公司', 3: '公司' } as LabelTable,
} as const;

export const BadRecordPosition = {
  /** 岗位层级：1 项目，2 分公司，3 公司 */
  level: { 1: '项目', 2: '分公司', 3: '公司' } as LabelTable,
} as const;

export const BadRecordQuery = {
  /** 不良行为类型：1 违章作业，2 不服从管理，3 恶意讨薪，4 打架斗殴，5 偷盗公物，6 酒后上岗，9 其他 */
  badType: { 1: '违章作业', 2: '不服从管理', 3: '恶意讨薪', 4: '打架斗殴', 5: '偷盗公物', 6: '酒后上岗', 9: '其他' } as LabelTable,
  /** 状态：0 待项目处理，1 待分公司处理，2 待公司处理，3 已完结，4 已驳回 */
  status: { 0: '待项目处理', 1: '待分公司处理', 2: '待公司处理', 3: '已完结', 4: '已驳回' } as LabelTable,
} as const;

export const BlacklistCheckConfig = {
  /** 核验场景：1 进场登记，2 闸机通行，3 工资代发 */
  check_scene: { 1: '进场登记', 2: '闸机通行', 3: '工资代发' } as LabelTable,
  /** 命中后处理：1 禁止并提示，2 仅提醒 */
  action: { 1: '禁止并提示', 2: '仅提醒' } as LabelTable,
} as const;

export const BlacklistCheckConfigForm = {
  /** 命中后处理：1 禁止并提示，2 仅提醒 */
  action: { 1: '禁止并提示', 2: '仅提醒' } as LabelTable,
} as const;

export const BlacklistCheckRecord = {
  /** 处理状态：0 待处理，1 已禁止进场，2 已放行（误报），3 无需处理 */
  check_status: { 0: '待处理', 1: '已禁止进场', 2: '已放行', 3: '无需处理' } as LabelTable,
} as const;

export const BlacklistCheckStatusBody = {
  /** 处理状态：0 待处理，1 已禁止进场，2 已放行（误报），3 无需处理 */
  check_status: { 0: '待处理', 1: '已禁止进场', 2: '已放行', 3: '无需处理' } as LabelTable,
} as const;

export const BlacklistCheckTask = {
  /** 核验方式：1 进场核验，2 定时全量核验，3 上传名单核验 */
  check_type: { 1: '进场核验', 2: '定时全量核验', 3: '上传名单核验' } as LabelTable,
  /** 状态：0 核验中，1 已完成，2 失败 */
  status: { 0: '核验中', 1: '已完成', 2: '失败' } as LabelTable,
} as const;

export const BlacklistForm = {
  /** 类型：1 恶意讨薪，2 严重违章，3 违法犯罪，4 不良记录累计，9 其他 */
  black_type: { 1: '恶意讨薪', 2: '严重违章', 3: '违法犯罪', 4: '不良记录累计', 9: '其他' } as LabelTable,
  /** 状态（改为 0 即解除）：0 已解除，1 生效中 */
  status: { 0: '已解除', 1: '生效中' } as LabelTable,
} as const;

export const BlacklistUploadWorker = {
  /** 核验结果：0 未核验，1 未命中，2 命中黑名单 */
  check_result: { 0: '未核验', 1: '未命中', 2: '命中黑名单' } as LabelTable,
  /** 短信状态：0 未发送，1 已发送，2 发送失败 */
  sms_status: { 0: '未发送', 1: '已发送', 2: '发送失败' } as LabelTable,
} as const;

export const BlacklistWorker = {
  /** 性别：1 男，2 女 */
  gender: { 1: '男', 2: '女' } as LabelTable,
  /** 类型：1 恶意讨薪，2 严重违章，3 违法犯罪，4 不良记录累计，9 其他 */
  black_type: { 1: '恶意讨薪', 2: '严重违章', 3: '违法犯罪', 4: '不良记录累计', 9: '其他' } as LabelTable,
  /** 来源：1 手工添加，2 不良记录转入，3 批量导入，4 上级下发 */
  source: { 1: '手工添加', 2: '不良记录转入', 3: '批量导入', 4: '上级下发' } as LabelTable,
  /** 状态：0 已解除，1 生效中 */
  status: { 0: '已解除', 1: '生效中' } as LabelTable,
} as const;

export const ChatMessage = {
  /** 发送方：1 用户本人，2 客服 */
  senderType: { 1: '用户本人', 2: '客服' } as LabelTable,
} as const;

export const ComplaintDealBody = {
  /** 办结结果：1 已解决，2 部分解决，3 诉求不合理，已解释 */
  dealResult: { 1: '已解决', 2: '部分解决', 3: '诉求不合理' } as LabelTable,
} as const;

export const ComplaintFlowRecord = {
  /** 动作：1 提交投诉，2 受理，3 下发，4 办结，5 终止，6 超时上报 */
  action: { 1: '提交投诉', 2: '受理', 3: '下发', 4: '办结', 5: '终止', 6: '超时上报' } as LabelTable,
  /** 处理层级：1 项目，2 分公司，3 公司 */
  level: { 1: '项目', 2: '分公司', 3: '公司' } as LabelTable,
} as const;

export const ComplaintLevelConfig = {
  /** 层级：1 项目，2 分公司，3 公司 */
  level: { 1: '项目', 2: '分公司', 3: '公司' } as LabelTable,
} as const;

export const ComplaintLevelConfigForm = {
  /** 层级：1 项目，2 分公司，3 公司 */
  level: { 1: '项目', 2: '分公司', 3: '公司' } as LabelTable,
} as const;

export const ComplaintPassDownBody = {
  /** 下发到的层级：1 项目，2 分公司，3 公司 */
  targetLevel: { 1: '项目', 2: '分公司', 3: '公司' } as LabelTable,
} as const;

export const ComplaintPosition = {
  /** 岗位层级：1 项目，2 分公司，3 公司 */
  level: { 1: '项目', 2: '分公司', 3: '公司' } as LabelTable,
} as const;

export const ComplaintTask = {
  /** 投诉类型：1 拖欠工资，2 克扣工资，3 安全隐患，4 生活条件，5 管理人员作风，9 其他 */
  complaintType: { 1: '拖欠工资', 2: '克扣工资', 3: '安全隐患', 4: '生活条件', 5: '管理人员作风', 9: '其他' } as LabelTable,
  /** 状态：0 待受理，1 处理中，2 已办结，3 已终止 */
  status: { 0: '待受理', 1: '处理中', 2: '已办结', 3: '已终止' } as LabelTable,
  /** 当前处理层级：1 项目，2 分公司，3 公司 */
  currentLevel: { 1: '项目', 2: '分公司', 3: '公司' } as LabelTable,
} as const;

export const ComplaintTaskQuery = {
  /** 状态：0 待受理，1 处理中，2 已办结，3 已终止 */
  status: { 0: '待受理', 1: '处理中', 2: '已办结', 3: '已终止' } as LabelTable,
  /** 处理层级：1 项目，2 分公司，3 公司 */
  level: { 1: '项目', 2: '分公司', 3: '公司' } as LabelTable,
} as const;

export const ComplaintTempRegister = {
  /** 性别：1 男，2 女 */
  gender: { 1: '男', 2: '女' } as LabelTable,
  /** 状态：0 待审核，1 已通过，2 已驳回，3 已过期 */
  status: { 0: '待审核', 1: '已通过', 2: '已驳回', 3: '已过期' } as LabelTable,
} as const;

export const ComplaintTempRegisterDetail = {
  /** 性别：1 男，2 女 */
  gender: { 1: '男', 2: '女' } as LabelTable,
  /** 状态：0 待审核，1 已通过，2 已驳回，3 已过期 */
  status: { 0: '待审核', 1: '已通过', 2: '已驳回', 3: '已过期' } as LabelTable,
} as const;

export const ComplaintTempRegisterQuery = {
  /** 状态：0 待审核，1 已通过，2 已驳回，3 已过期 */
  status: { 0: '待审核', 1: '已通过', 2: '已驳回', 3: '已过期' } as LabelTable,
} as const;

export const ComplaintTypeCount = {
  /** 投诉类型：1 拖欠工资，2 克扣工资，3 安全隐患，4 生活条件，5 管理人员作风，9 其他 */
  complaint_type: { 1: '拖欠工资', 2: '克扣工资', 3: '安全隐患', 4: '生活条件', 5: '管理人员作风', 9: '其他' } as LabelTable,
} as const;

export const ComplaintWorkerDetail = {
  /** 投诉类型：1 拖欠工资，2 克扣工资，3 安全隐患，4 生活条件，5 管理人员作风，9 其他 */
  complaint_type: { 1: '拖欠工资', 2: '克扣工资', 3: '安全隐患', 4: '生活条件', 5: '管理人员作风', 9: '其他' } as LabelTable,
  /** 来源：1 小程序扫码，2 投诉热线，3 现场登记，4 上级转办 */
  source: { 1: '小程序扫码', 2: '投诉热线', 3: '现场登记', 4: '上级转办' } as LabelTable,
  /** 状态：0 待受理，1 处理中，2 已办结，3 已终止 */
  status: { 0: '待受理', 1: '处理中', 2: '已办结', 3: '已终止' } as LabelTable,
  /** 当前处理层级：1 项目，2 分公司，3 公司 */
  handle_level: { 1: '项目', 2: '分公司', 3: '公司' } as LabelTable,
  /** 办结结果：1 已解决，2 部分解决，3 诉求不合理，已解释 */
  deal_result: { 1: '已解决', 2: '部分解决', 3: '诉求不合理' } as LabelTable,
} as const;

export const ComplaintWorkerItem = {
  /** 投诉类型：1 拖欠工资，2 克扣工资，3 安全隐患，4 生活条件，5 管理人员作风，9 其他 */
  complaint_type: { 1: '拖欠工资', 2: '克扣工资', 3: '安全隐患', 4: '生活条件', 5: '管理人员作风', 9: '其他' } as LabelTable,
  /** 来源：1 小程序扫码，2 投诉热线，3 现场登记，4 上级转办 */
  source: { 1: '小程序扫码', 2: '投诉热线', 3: '现场登记', 4: '上级转办' } as LabelTable,
  /** 状态：0 待受理，1 处理中，2 已办结，3 已终止 */
  status: { 0: '待受理', 1: '处理中', 2: '已办结', 3: '已终止' } as LabelTable,
  /** 当前处理层级：1 项目，2 分公司，3 公司 */
  handle_level: { 1: '项目', 2: '分公司', 3: '公司' } as LabelTable,
} as const;

export const ComplaintWorkerRecord = {
  /** 动作：1 提交投诉，2 受理，3 下发，4 办结，5 终止，6 超时上报 */
  action: { 1: '提交投诉', 2: '受理', 3: '下发', 4: '办结', 5: '终止', 6: '超时上报' } as LabelTable,
  /** 处理层级：1 项目，2 分公司，3 公司 */
  level: { 1: '项目', 2: '分公司', 3: '公司' } as LabelTable,
} as const;

export const DutyBaseOrg = {
  /** 组织类型：2 总公司，3 分公司，4 项目 */
  orgType: { 2: '总公司', 3: '分公司', 4: '项目' } as LabelTable,
} as const;

export const DutyBuilding = {
  /** 围栏类型：1 多边形，2 圆形 */
  fenceType: { 1: '多边形', 2: '圆形' } as LabelTable,
} as const;

export const DutyCompletion = {
  /** 值班类型：1 值班，2 带班 */
  dutyType: { 1: '值班', 2: '带班' } as LabelTable,
} as const;

export const DutyConfig = {
  /** 值班类型：1 值班，2 带班 */
  dutyType: { 1: '值班', 2: '带班' } as LabelTable,
  /** 状态：0 停用，1 启用 */
  status: { 0: '停用', 1: '启用' } as LabelTable,
} as const;

export const DutyConfigForm = {
  /** 值班类型：1 值班，2 带班 */
  dutyType: { 1: '值班', 2: '带班' } as LabelTable,
  /** 状态：0 停用，1 启用 */
  status: { 0: '停用', 1: '启用' } as LabelTable,
} as const;

export const DutyConfigOperation = {
  /** 操作类型：1 新增，2 修改，3 停用，4 启用 */
  operateType: { 1: '新增', 2: '修改', 3: '停用', 4: '启用' } as LabelTable,
} as const;

export const DutyPersonTaskType = {
  /** 任务类型：1 日常巡查，2 安全检查，3 班前教育，4 旁站监督，5 隐患复查，6 其他 */
  task_type: { 1: '日常巡查', 2: '安全检查', 3: '班前教育', 4: '旁站监督', 5: '隐患复查', 6: '其他' } as LabelTable,
} as const;

export const DutyRecord = {
  /** 值班类型：1 值班，2 带班 */
  dutyType: { 1: '值班', 2: '带班' } as LabelTable,
  /** 值班结果：0 缺勤，1 已完成，2 未达标 */
  status: { 0: '缺勤', 1: '已完成', 2: '未达标' } as LabelTable,
} as const;

export const DutyRecordQuery = {
  /** 值班类型：1 值班，2 带班 */
  dutyType: { 1: '值班', 2: '带班' } as LabelTable,
  /** 值班结果：0 缺勤，1 已完成，2 未达标 */
  status: { 0: '缺勤', 1: '已完成', 2: '未达标' } as LabelTable,
} as const;

export const DutySiteTask = {
  /** 任务类型：1 日常巡查，2 安全检查，3 班前教育，4 旁站监督，5 隐患复查，6 其他 */
  type: { 1: '日常巡查', 2: '安全检查', 3: '班前教育', 4: '旁站监督', 5: '隐患复查', 6: '其他' } as LabelTable,
  /** 状态：0 待执行，1 执行中，2 已完成，3 已逾期，4 已作废 */
  status: { 0: '待执行', 1: '执行中', 2: '已完成', 3: '已逾期', 4: '已作废' } as LabelTable,
} as const;

export const DutySpecialTaskLedger = {
  /** 专项类型：1 节前安全检查，2 防汛防台，3 高温季节，4 冬季施工，5 重大活动保障 */
  specialType: { 1: '节前安全检查', 2: '防汛防台', 3: '高温季节', 4: '冬季施工', 5: '重大活动保障' } as LabelTable,
  /** 状态：0 待开始，1 进行中，2 已完成，3 已逾期，4 已作废 */
  status: { 0: '待开始', 1: '进行中', 2: '已完成', 3: '已逾期', 4: '已作废' } as LabelTable,
} as const;

export const DutySpecialTaskLedgerDetail = {
  /** 专项类型：1 节前安全检查，2 防汛防台，3 高温季节，4 冬季施工，5 重大活动保障 */
  specialType: { 1: '节前安全检查', 2: '防汛防台', 3: '高温季节', 4: '冬季施工', 5: '重大活动保障' } as LabelTable,
  /** 状态：0 待开始，1 进行中，2 已完成，3 已逾期，4 已作废 */
  status: { 0: '待开始', 1: '进行中', 2: '已完成', 3: '已逾期', 4: '已作废' } as LabelTable,
} as const;

export const DutyTaskAbolishRecord = {
  /** 作废前状态：0 待执行，1 执行中，3 已逾期 */
  statusBefore: { 0: '待执行', 1: '执行中', 3: '已逾期' } as LabelTable,
} as const;

export const DutyTaskCardHint = {
  /** 提示类型：1 今日到期，2 即将到期，3 已逾期，4 新任务 */
  hintType: { 1: '今日到期', 2: '即将到期', 3: '已逾期', 4: '新任务' } as LabelTable,
} as const;

export const DutyTaskLedger = {
  /** 任务类型：1 日常巡查，2 安全检查，3 班前教育，4 旁站监督，5 隐患复查，6 其他 */
  taskType: { 1: '日常巡查', 2: '安全检查', 3: '班前教育', 4: '旁站监督', 5: '隐患复查', 6: '其他' } as LabelTable,
  /** 状态：0 待执行，1 执行中，2 已完成，3 已逾期，4 已作废 */
  status: { 0: '待执行', 1: '执行中', 2: '已完成', 3: '已逾期', 4: '已作废' } as LabelTable,
} as const;

export const DutyTaskLedgerDetail = {
  /** 任务类型：1 日常巡查，2 安全检查，3 班前教育，4 旁站监督，5 隐患复查，6 其他 */
  taskType: { 1: '日常巡查', 2: '安全检查', 3: '班前教育', 4: '旁站监督', 5: '隐患复查', 6: '其他' } as LabelTable,
  /** 状态：0 待执行，1 执行中，2 已完成，3 已逾期，4 已作废 */
  status: { 0: '待执行', 1: '执行中', 2: '已完成', 3: '已逾期', 4: '已作废' } as LabelTable,
} as const;

export const EvaluationAppraise = {
  /** 评价类型：1 加分（表扬），2 扣分（违章） */
  appraise_type: { 1: '加分', 2: '扣分' } as LabelTable,
  /** 来源：1 手工评价，2 AI 抓拍，3 巡检隐患，4 不良记录 */
  source: { 1: '手工评价', 2: 'AI 抓拍', 3: '巡检隐患', 4: '不良记录' } as LabelTable,
} as const;

export const EvaluationForm = {
  /** 评价类型：1 加分（表扬），2 扣分（违章） */
  appraise_type: { 1: '加分', 2: '扣分' } as LabelTable,
} as const;

export const EvaluationLabel = {
  /** 标签性质：1 正面，2 负面 */
  label_type: { 1: '正面', 2: '负面' } as LabelTable,
} as const;

export const GridAbnormalQuery = {
  /** 人员类型：1 网格长，2 网格员，3 巡检员，4 整改责任人 */
  personType: { 1: '网格长', 2: '网格员', 3: '巡检员', 4: '整改责任人' } as LabelTable,
  /** 异常类型：1 人员已退场，2 账号已停用，3 岗位已变更，4 未实名登记 */
  abnormalType: { 1: '人员已退场', 2: '账号已停用', 3: '岗位已变更', 4: '未实名登记' } as LabelTable,
  /** 处理状态：0 待处理，1 已处理 */
  status: { 0: '待处理', 1: '已处理' } as LabelTable,
} as const;

export const GridAbnormalRelation = {
  /** 人员类型：1 网格长，2 网格员，3 巡检员，4 整改责任人 */
  personType: { 1: '网格长', 2: '网格员', 3: '巡检员', 4: '整改责任人' } as LabelTable,
  /** 异常类型：1 人员已退场，2 账号已停用，3 岗位已变更，4 未实名登记 */
  abnormalType: { 1: '人员已退场', 2: '账号已停用', 3: '岗位已变更', 4: '未实名登记' } as LabelTable,
  /** 处理状态：0 待处理，1 已处理（已更换责任人） */
  status: { 0: '待处理', 1: '已处理' } as LabelTable,
} as const;

export const GridAddTroubleBody = {
  /** 隐患等级：1 一般隐患，2 较大隐患，3 重大隐患 */
  troubleLevel: { 1: '一般隐患', 2: '较大隐患', 3: '重大隐患' } as LabelTable,
} as const;

export const GridAnalyseQuery = {
  /** 检查类型：1 日常巡检，2 专项检查，3 监督检查，4 企业检查，5 点位抽查 */
  checkType: { 1: '日常巡检', 2: '专项检查', 3: '监督检查', 4: '企业检查', 5: '点位抽查' } as LabelTable,
} as const;

export const GridCategoryChild = {
  /** 树层级：1 大类，2 小类 */
  level: { 1: '大类', 2: '小类' } as LabelTable,
} as const;

export const GridCategoryItem = {
  /** 隐患等级：1 一般隐患，2 较大隐患，3 重大隐患 */
  troubleLevel: { 1: '一般隐患', 2: '较大隐患', 3: '重大隐患' } as LabelTable,
  /** 状态：0 停用，1 启用 */
  status: { 0: '停用', 1: '启用' } as LabelTable,
} as const;

export const GridCategoryItemForm = {
  /** 隐患等级：1 一般隐患，2 较大隐患，3 重大隐患 */
  troubleLevel: { 1: '一般隐患', 2: '较大隐患', 3: '重大隐患' } as LabelTable,
  /** 状态：0 停用，1 启用 */
  status: { 0: '停用', 1: '启用' } as LabelTable,
} as const;

export const GridCategoryItemQuery = {
  /** 隐患等级：1 一般隐患，2 较大隐患，3 重大隐患 */
  troubleLevel: { 1: '一般隐患', 2: '较大隐患', 3: '重大隐患' } as LabelTable,
  /** 状态：0 停用，1 启用 */
  status: { 0: '停用', 1: '启用' } as LabelTable,
} as const;

export const GridCategoryNode = {
  /** 树层级：1 大类，2 小类 */
  level: { 1: '大类', 2: '小类' } as LabelTable,
} as const;

export const GridCheck = {
  /** 检查类型：1 日常巡检，2 专项检查，3 监督检查，4 企业检查，5 点位抽查 */
  checkType: { 1: '日常巡检', 2: '专项检查', 3: '监督检查', 4: '企业检查', 5: '点位抽查' } as LabelTable,
  /** 检查状态：0 未开始，1 进行中，2 已完成，3 已撤回 */
  status: { 0: '未开始', 1: '进行中', 2: '已完成', 3: '已撤回' } as LabelTable,
} as const;

export const GridCheckDetail = {
  /** 检查类型：1 日常巡检，2 专项检查，3 监督检查，4 企业检查，5 点位抽查 */
  checkType: { 1: '日常巡检', 2: '专项检查', 3: '监督检查', 4: '企业检查', 5: '点位抽查' } as LabelTable,
  /** 检查状态：0 未开始，1 进行中，2 已完成，3 已撤回 */
  status: { 0: '未开始', 1: '进行中', 2: '已完成', 3: '已撤回' } as LabelTable,
} as const;

export const GridCheckFlowRecord = {
  /** 动作：1 下发，2 回复，3 复核通过，4 复核退回，5 启动，6 完成，7 撤回 */
  action: { 1: '下发', 2: '回复', 3: '复核通过', 4: '复核退回', 5: '启动', 6: '完成', 7: '撤回' } as LabelTable,
} as const;

export const GridCheckProblem = {
  /** 隐患等级：1 一般隐患，2 较大隐患，3 重大隐患 */
  trouble_level: { 1: '一般隐患', 2: '较大隐患', 3: '重大隐患' } as LabelTable,
  /** 复核结果：0 未复核，1 通过，2 不通过 */
  verify_result: { 0: '未复核', 1: '通过', 2: '不通过' } as LabelTable,
} as const;

export const GridCheckProblemForm = {
  /** 隐患等级：1 一般隐患，2 较大隐患，3 重大隐患 */
  trouble_level: { 1: '一般隐患', 2: '较大隐患', 3: '重大隐患' } as LabelTable,
} as const;

export const GridCheckQuery = {
  /** 检查类型：1 日常巡检，2 专项检查，3 监督检查，4 企业检查，5 点位抽查 */
  checkType: { 1: '日常巡检', 2: '专项检查', 3: '监督检查', 4: '企业检查', 5: '点位抽查' } as LabelTable,
  /** 检查状态：0 未开始，1 进行中，2 已完成，3 已撤回 */
  status: { 0: '未开始', 1: '进行中', 2: '已完成', 3: '已撤回' } as LabelTable,
} as const;

export const GridCheckTypeStat = {
  /** 检查类型：1 日常巡检，2 专项检查，3 监督检查，4 企业检查，5 点位抽查 */
  checkType: { 1: '日常巡检', 2: '专项检查', 3: '监督检查', 4: '企业检查', 5: '点位抽查' } as LabelTable,
} as const;

export const GridCheckVerifyBody = {
  /** 复核结果：1 通过（闭环），2 退回（项目重新回复） */
  verify_result: { 1: '通过', 2: '退回' } as LabelTable,
} as const;

export const GridDeployQuery = {
  /** 布设方式：1 平面图，2 BIM 模型，3 地图 */
  deployType: { 1: '平面图', 2: 'BIM 模型', 3: '地图' } as LabelTable,
} as const;

export const GridLevelCount = {
  /** 隐患等级：1 一般隐患，2 较大隐患，3 重大隐患 */
  troubleLevel: { 1: '一般隐患', 2: '较大隐患', 3: '重大隐患' } as LabelTable,
} as const;

export const GridPassTroubleBody = {
  /** 复查结果：1 复查通过（闭环），2 退回重新整改 */
  result: { 1: '复查通过', 2: '退回重新整改' } as LabelTable,
} as const;

export const GridPcPoint = {
  /** 点位风险等级：1 低风险，2 一般风险，3 较大风险，4 重大风险 */
  risk_level: { 1: '低风险', 2: '一般风险', 3: '较大风险', 4: '重大风险' } as LabelTable,
  /** 点位状态：0 未启用，1 已启用，2 已停用 */
  status: { 0: '未启用', 1: '已启用', 2: '已停用' } as LabelTable,
  /** 布设状态：0 未布设，1 已布设 */
  deploy_status: { 0: '未布设', 1: '已布设' } as LabelTable,
} as const;

export const GridPcPointDeploy = {
  /** 布设状态：0 未布设，1 已布设 */
  deploy_status: { 0: '未布设', 1: '已布设' } as LabelTable,
  /** 布设方式：1 平面图，2 BIM 模型，3 地图 */
  deploy_type: { 1: '平面图', 2: 'BIM 模型', 3: '地图' } as LabelTable,
} as const;

export const GridPcTroubleDetail = {
  /** 查看类型：1 隐患整改处理（/troubleHandle），2 隐患处置审批（/approvalOfHiddenDangers），3 审批驳回查看（/hiddenDangerBh） */
  type: { 1: '隐患整改处理', 2: '隐患处置审批', 3: '审批驳回查看' } as LabelTable,
  /** 隐患等级：1 一般隐患，2 较大隐患，3 重大隐患 */
  trouble_level: { 1: '一般隐患', 2: '较大隐患', 3: '重大隐患' } as LabelTable,
  /** 隐患状态：0 无隐患，1 待整改，2 待复查（已反馈整改），3 复查通过（已闭环），4 复查退回（重新整改），5 已逾期 */
  status: { 0: '无隐患', 1: '待整改', 2: '待复查', 3: '复查通过', 4: '复查退回', 5: '已逾期' } as LabelTable,
  /** 审批状态：0 无需审批，1 待审批，2 审批通过，3 审批驳回 */
  audit_status: { 0: '无需审批', 1: '待审批', 2: '审批通过', 3: '审批驳回' } as LabelTable,
} as const;

export const GridPcTroubleRecord = {
  /** 操作：1 发现隐患，2 整改反馈，3 复查通过，4 复查退回，5 转办，6 审批通过，7 审批驳回 */
  oper_type: { 1: '发现隐患', 2: '整改反馈', 3: '复查通过', 4: '复查退回', 5: '转办', 6: '审批通过', 7: '审批驳回' } as LabelTable,
} as const;

export const GridPoint = {
  /** 点位风险等级：1 低风险，2 一般风险，3 较大风险，4 重大风险 */
  riskLevel: { 1: '低风险', 2: '一般风险', 3: '较大风险', 4: '重大风险' } as LabelTable,
  /** 点位状态：0 未启用，1 已启用（按规则生成巡检任务），2 已停用 */
  status: { 0: '未启用', 1: '已启用', 2: '已停用' } as LabelTable,
  /** 布设状态：0 未布设，1 已布设 */
  deployStatus: { 0: '未布设', 1: '已布设' } as LabelTable,
} as const;

export const GridPointCheck = {
  /** 抽查结论：1 合格，2 存在问题 */
  check_result: { 1: '合格', 2: '存在问题' } as LabelTable,
} as const;

export const GridPointCheckDetail = {
  /** 抽查结论：1 合格，2 存在问题 */
  check_result: { 1: '合格', 2: '存在问题' } as LabelTable,
} as const;

export const GridPointCheckForm = {
  /** 抽查结论：1 合格，2 存在问题 */
  check_result: { 1: '合格', 2: '存在问题' } as LabelTable,
} as const;

export const GridPointDeploy = {
  /** 布设方式：1 平面图，2 BIM 模型，3 地图 */
  deployType: { 1: '平面图', 2: 'BIM 模型', 3: '地图' } as LabelTable,
} as const;

export const GridPointDetail = {
  /** 点位风险等级：1 低风险，2 一般风险，3 较大风险，4 重大风险 */
  riskLevel: { 1: '低风险', 2: '一般风险', 3: '较大风险', 4: '重大风险' } as LabelTable,
  /** 点位状态：0 未启用，1 已启用（按规则生成巡检任务），2 已停用 */
  status: { 0: '未启用', 1: '已启用', 2: '已停用' } as LabelTable,
  /** 布设状态：0 未布设，1 已布设 */
  deployStatus: { 0: '未布设', 1: '已布设' } as LabelTable,
} as const;

export const GridPointForm = {
  /** 点位风险等级：1 低风险，2 一般风险，3 较大风险，4 重大风险 */
  riskLevel: { 1: '低风险', 2: '一般风险', 3: '较大风险', 4: '重大风险' } as LabelTable,
} as const;

export const GridPointPerson = {
  /** 点位职责：1 网格长，2 网格员（责任人），3 巡检员 */
  personType: { 1: '网格长', 2: '网格员', 3: '巡检员' } as LabelTable,
} as const;

export const GridPointQuery = {
  /** 点位风险等级：1 低风险，2 一般风险，3 较大风险，4 重大风险 */
  riskLevel: { 1: '低风险', 2: '一般风险', 3: '较大风险', 4: '重大风险' } as LabelTable,
  /** 点位状态：0 未启用，1 已启用，2 已停用 */
  status: { 0: '未启用', 1: '已启用', 2: '已停用' } as LabelTable,
} as const;

export const GridPointRiskStat = {
  /** 点位风险等级：1 低风险，2 一般风险，3 较大风险，4 重大风险 */
  riskLevel: { 1: '低风险', 2: '一般风险', 3: '较大风险', 4: '重大风险' } as LabelTable,
} as const;

export const GridPointStartBody = {
  /** 目标状态：1 启用（开始按规则生成巡检任务），2 停用 */
  status: { 1: '启用', 2: '停用' } as LabelTable,
} as const;

export const GridPointTask = {
  /** 检查结论：0 未检查，1 安全（未发现隐患），2 存在隐患 */
  safeStatus: { 0: '未检查', 1: '安全', 2: '存在隐患' } as LabelTable,
  /** 隐患等级：1 一般隐患，2 较大隐患，3 重大隐患；无隐患为 null */
  troubleLevel: { 1: '一般隐患', 2: '较大隐患', 3: '重大隐患' } as LabelTable,
  /** 隐患状态：0 无隐患，1 待整改，2 待复查（已反馈整改），3 复查通过（已闭环），4 复查退回（重新整改），5 已逾期 */
  troubleStatus: { 0: '无隐患', 1: '待整改', 2: '待复查', 3: '复查通过', 4: '复查退回', 5: '已逾期' } as LabelTable,
} as const;

export const GridPointTaskDetail = {
  /** 检查结论：0 未检查，1 安全（未发现隐患），2 存在隐患 */
  safeStatus: { 0: '未检查', 1: '安全', 2: '存在隐患' } as LabelTable,
  /** 隐患等级：1 一般隐患，2 较大隐患，3 重大隐患；无隐患为 null */
  troubleLevel: { 1: '一般隐患', 2: '较大隐患', 3: '重大隐患' } as LabelTable,
  /** 隐患状态：0 无隐患，1 待整改，2 待复查（已反馈整改），3 复查通过（已闭环），4 复查退回（重新整改），5 已逾期 */
  troubleStatus: { 0: '无隐患', 1: '待整改', 2: '待复查', 3: '复查通过', 4: '复查退回', 5: '已逾期' } as LabelTable,
} as const;

export const GridPointTaskQuery = {
  /** 检查结论：0 未检查，1 安全（未发现隐患），2 存在隐患 */
  safeStatus: { 0: '未检查', 1: '安全', 2: '存在隐患' } as LabelTable,
  /** 隐患状态：0 无隐患，1 待整改，2 待复查（已反馈整改），3 复查通过（已闭环），4 复查退回（重新整改），5 已逾期 */
  troubleStatus: { 0: '无隐患', 1: '待整改', 2: '待复查', 3: '复查通过', 4: '复查退回', 5: '已逾期' } as LabelTable,
  /** 隐患等级：1 一般隐患，2 较大隐患，3 重大隐患 */
  troubleLevel: { 1: '一般隐患', 2: '较大隐患', 3: '重大隐患' } as LabelTable,
} as const;

export const GridProjectCheck = {
  /** 检查类型：3 监督检查（分公司/集团对项目），4 企业检查（企业安全大检查） */
  check_type: { 3: '监督检查', 4: '企业检查' } as LabelTable,
} as const;

export const GridProjectCheckDetail = {
  /** 检查类型：3 监督检查（分公司/集团对项目），4 企业检查（企业安全大检查） */
  check_type: { 3: '监督检查', 4: '企业检查' } as LabelTable,
} as const;

export const GridProjectSpecialCheck = {
  /** 专项类型：1 临时用电，2 起重机械，3 深基坑，4 高处作业，5 消防安全，6 冬季施工 */
  special_type: { 1: '临时用电', 2: '起重机械', 3: '深基坑', 4: '高处作业', 5: '消防安全', 6: '冬季施工' } as LabelTable,
  /** 专项检查状态：0 未开始（已添加），1 进行中（已启动），2 已完成，3 已撤回 */
  status: { 0: '未开始', 1: '进行中', 2: '已完成', 3: '已撤回' } as LabelTable,
} as const;

export const GridProjectSpecialCheckDetail = {
  /** 专项类型：1 临时用电，2 起重机械，3 深基坑，4 高处作业，5 消防安全，6 冬季施工 */
  special_type: { 1: '临时用电', 2: '起重机械', 3: '深基坑', 4: '高处作业', 5: '消防安全', 6: '冬季施工' } as LabelTable,
  /** 专项检查状态：0 未开始（已添加），1 进行中（已启动），2 已完成，3 已撤回 */
  status: { 0: '未开始', 1: '进行中', 2: '已完成', 3: '已撤回' } as LabelTable,
} as const;

export const GridProjectSpecialCheckForm = {
  /** 专项类型：1 临时用电，2 起重机械，3 深基坑，4 高处作业，5 消防安全，6 冬季施工 */
  special_type: { 1: '临时用电', 2: '起重机械', 3: '深基坑', 4: '高处作业', 5: '消防安全', 6: '冬季施工' } as LabelTable,
} as const;

export const GridRule = {
  /** 规则类型：1 巡检频次，2 整改时限，3 逾期提醒 */
  ruleType: { 1: '巡检频次', 2: '整改时限', 3: '逾期提醒' } as LabelTable,
  /** 巡检周期：1 每日，2 每周，3 每月（巡检频次规则） */
  cycle: { 1: '每日', 2: '每周', 3: '每月' } as LabelTable,
  /** 适用隐患等级：0 全部，1 一般隐患，2 较大隐患，3 重大隐患（整改时限规则） */
  troubleLevel: { 0: '全部', 1: '一般隐患', 2: '较大隐患', 3: '重大隐患' } as LabelTable,
  /** 是否启用：0 停用，1 启用 */
  enabled: { 0: '停用', 1: '启用' } as LabelTable,
} as const;

export const GridRuleForm = {
  /** 规则类型：1 巡检频次，2 整改时限，3 逾期提醒 */
  ruleType: { 1: '巡检频次', 2: '整改时限', 3: '逾期提醒' } as LabelTable,
  /** 巡检周期：1 每日，2 每周，3 每月 */
  cycle: { 1: '每日', 2: '每周', 3: '每月' } as LabelTable,
  /** 适用隐患等级：0 全部，1 一般，2 较大，3 重大 */
  troubleLevel: { 0: '全部', 1: '一般', 2: '较大', 3: '重大' } as LabelTable,
  /** 是否启用：0 停用，1 启用 */
  enabled: { 0: '停用', 1: '启用' } as LabelTable,
} as const;

export const GridRuleQuery = {
  /** 规则类型：1 巡检频次，2 整改时限，3 逾期提醒 */
  ruleType: { 1: '巡检频次', 2: '整改时限', 3: '逾期提醒' } as LabelTable,
  /** 是否启用：0 停用，1 启用 */
  enabled: { 0: '停用', 1: '启用' } as LabelTable,
} as const;

export const GridSafeStatusBody = {
  /** 检查结论：1 安全（未发现隐患），2 存在隐患 */
  safeStatus: { 1: '安全', 2: '存在隐患' } as LabelTable,
} as const;

export const GridSpecialCheck = {
  /** 专项类型：1 临时用电，2 起重机械，3 深基坑，4 高处作业，5 消防安全，6 冬季施工 */
  specialType: { 1: '临时用电', 2: '起重机械', 3: '深基坑', 4: '高处作业', 5: '消防安全', 6: '冬季施工' } as LabelTable,
  /** 专项检查状态：0 未开始（已添加），1 进行中（已启动），2 已完成，3 已撤回 */
  status: { 0: '未开始', 1: '进行中', 2: '已完成', 3: '已撤回' } as LabelTable,
} as const;

export const GridSpecialCheckDetail = {
  /** 专项类型：1 临时用电，2 起重机械，3 深基坑，4 高处作业，5 消防安全，6 冬季施工 */
  specialType: { 1: '临时用电', 2: '起重机械', 3: '深基坑', 4: '高处作业', 5: '消防安全', 6: '冬季施工' } as LabelTable,
  /** 专项检查状态：0 未开始（已添加），1 进行中（已启动），2 已完成，3 已撤回 */
  status: { 0: '未开始', 1: '进行中', 2: '已完成', 3: '已撤回' } as LabelTable,
} as const;

export const GridSpecialCheckQuery = {
  /** 专项类型：1 临时用电，2 起重机械，3 深基坑，4 高处作业，5 消防安全，6 冬季施工 */
  specialType: { 1: '临时用电', 2: '起重机械', 3: '深基坑', 4: '高处作业', 5: '消防安全', 6: '冬季施工' } as LabelTable,
  /** 专项检查状态：0 未开始，1 进行中，2 已完成，3 已撤回 */
  status: { 0: '未开始', 1: '进行中', 2: '已完成', 3: '已撤回' } as LabelTable,
} as const;

export const GridTaskItemResult = {
  /** 检查结果：0 未检查，1 合格，2 不合格 */
  result: { 0: '未检查', 1: '合格', 2: '不合格' } as LabelTable,
} as const;

export const GridTrouble = {
  /** 隐患等级：1 一般隐患，2 较大隐患，3 重大隐患 */
  troubleLevel: { 1: '一般隐患', 2: '较大隐患', 3: '重大隐患' } as LabelTable,
  /** 隐患状态：0 无隐患，1 待整改，2 待复查（已反馈整改），3 复查通过（已闭环），4 复查退回（重新整改），5 已逾期 */
  status: { 0: '无隐患', 1: '待整改', 2: '待复查', 3: '复查通过', 4: '复查退回', 5: '已逾期' } as LabelTable,
} as const;

export const GridTroubleItemEditBody = {
  /** 隐患等级：1 一般隐患，2 较大隐患，3 重大隐患 */
  trouble_level: { 1: '一般隐患', 2: '较大隐患', 3: '重大隐患' } as LabelTable,
} as const;

export const GridTroubleLevel = {
  /** 隐患等级：1 一般隐患，2 较大隐患，3 重大隐患 */
  value: { 1: '一般隐患', 2: '较大隐患', 3: '重大隐患' } as LabelTable,
} as const;

export const GridTroubleRecord = {
  /** 操作：1 发现隐患，2 整改反馈，3 复查通过，4 复查退回，5 转办，6 审批通过，7 审批驳回 */
  operType: { 1: '发现隐患', 2: '整改反馈', 3: '复查通过', 4: '复查退回', 5: '转办', 6: '审批通过', 7: '审批驳回' } as LabelTable,
} as const;

export const HelmetAlarm = {
  /** 人员类型：1 工人，2 管理人员 */
  person_type: { 1: '工人', 2: '管理人员' } as LabelTable,
  /** 报警类型：1 SOS 求救，2 脱帽，3 碰撞，4 跌落，5 长时间静止，6 闯入禁区，7 低电量 */
  alarm_type: { 1: 'SOS 求救', 2: '脱帽', 3: '碰撞', 4: '跌落', 5: '长时间静止', 6: '闯入禁区', 7: '低电量' } as LabelTable,
  /** 处理状态：0 未处理，1 已处理，2 误报 */
  status: { 0: '未处理', 1: '已处理', 2: '误报' } as LabelTable,
} as const;

export const HelmetAlarmQuery = {
  /** 报警类型：0 全部，1 SOS 求救，2 脱帽，3 碰撞，4 跌落，5 长时间静止，6 闯入禁区，7 低电量 */
  alarm_type: { 0: '全部', 1: 'SOS 求救', 2: '脱帽', 3: '碰撞', 4: '跌落', 5: '长时间静止', 6: '闯入禁区', 7: '低电量' } as LabelTable,
  /** 处理状态：0 未处理，1 已处理，2 误报 */
  status: { 0: '未处理', 1: '已处理', 2: '误报' } as LabelTable,
} as const;

export const HelmetBindingState = {
  /** 人员类型：1 工人，2 管理人员 */
  person_type: { 1: '工人', 2: '管理人员' } as LabelTable,
} as const;

export const HelmetHistory = {
  /** 人员类型：1 工人，2 管理人员 */
  person_type: { 1: '工人', 2: '管理人员' } as LabelTable,
} as const;

export const HelmetManagerBinding = {
  /** 人员类型：1 工人，2 管理人员 */
  person_type: { 1: '工人', 2: '管理人员' } as LabelTable,
} as const;

export const HelmetManagerQuery = {
  /** 绑定状态：0 未绑定，1 已绑定 */
  bind_status: { 0: '未绑定', 1: '已绑定' } as LabelTable,
} as const;

export const HelmetNoElectricity = {
  /** 人员类型：1 工人，2 管理人员 */
  personType: { 1: '工人', 2: '管理人员' } as LabelTable,
} as const;

export const HelmetObservationUploadRow = {
  /** 旁站类型：1 总包旁站，2 分包旁站，3 监理旁站，4 安全观察员 */
  observer_type: { 1: '总包旁站', 2: '分包旁站', 3: '监理旁站', 4: '安全观察员' } as LabelTable,
  /** 状态：0 待确认（校验通过），1 已确认，2 校验失败 */
  check_status: { 0: '待确认', 1: '已确认', 2: '校验失败' } as LabelTable,
} as const;

export const HelmetOption = {
  /** 绑定状态：0 未绑定，1 已绑定 */
  bind_status: { 0: '未绑定', 1: '已绑定' } as LabelTable,
} as const;

export const HelmetReturnBody = {
  /** 归还方式：1 正常归还，2 损坏，3 遗失 */
  return_type: { 1: '正常归还', 2: '损坏', 3: '遗失' } as LabelTable,
} as const;

export const HelmetRosterUploadRow = {
  /** 状态：0 待确认（校验通过），1 已确认，2 校验失败 */
  check_status: { 0: '待确认', 1: '已确认', 2: '校验失败' } as LabelTable,
} as const;

export const HelmetStatPageQuery = {
  /** 人员类型：1 工人，2 管理人员 */
  personType: { 1: '工人', 2: '管理人员' } as LabelTable,
} as const;

export const HelmetUploadCheck = {
  /** 状态：0 待确认（校验通过），1 已确认，2 校验失败 */
  check_status: { 0: '待确认', 1: '已确认', 2: '校验失败' } as LabelTable,
} as const;

export const HelmetUploadRow = {
  /** 人员类型：1 工人，2 管理人员 */
  person_type: { 1: '工人', 2: '管理人员' } as LabelTable,
  /** 状态：0 待确认（校验通过），1 已确认，2 校验失败 */
  check_status: { 0: '待确认', 1: '已确认', 2: '校验失败' } as LabelTable,
} as const;

export const HelmetUseDetail = {
  /** 人员类型：1 工人，2 管理人员 */
  personType: { 1: '工人', 2: '管理人员' } as LabelTable,
} as const;

export const HelmetWorkerBinding = {
  /** 人员类型：1 工人，2 管理人员 */
  person_type: { 1: '工人', 2: '管理人员' } as LabelTable,
} as const;

export const HelmetWorkerQuery = {
  /** 绑定状态：0 未绑定，1 已绑定 */
  bind_status: { 0: '未绑定', 1: '已绑定' } as LabelTable,
} as const;

export const HomeLaborCompanyRow = {
  /** 发放状态：0 未发起（或无需代发），1 考勤确认中，2 预结算中，3 代发中，4 已发放，5 部分发放（问题工资处理中） */
  wageStatus: { 0: '未发起', 1: '考勤确认中', 2: '预结算中', 3: '代发中', 4: '已发放', 5: '部分发放' } as LabelTable,
} as const;

export const HomeOrgAlarm = {
  /** 报警类型：1 滞留，2 静止，3 长时间停留，4 闯入禁区，5 SOS 求救，6 脱帽，7 低电量 */
  type: { 1: '滞留', 2: '静止', 3: '长时间停留', 4: '闯入禁区', 5: 'SOS 求救', 6: '脱帽', 7: '低电量' } as LabelTable,
  /** 闭环状态：0 已产生（待派发），1 已派发，2 已处理，3 已关闭 */
  status: { 0: '已产生', 1: '已派发', 2: '已处理', 3: '已关闭' } as LabelTable,
} as const;

export const HomeProjectEvent = {
  /** 动态类型：1 进出场，2 安全报警，3 隐患，4 工资发放 */
  event_type: { 1: '进出场', 2: '安全报警', 3: '隐患', 4: '工资发放' } as LabelTable,
} as const;

export const HomeProjectMapPoint = {
  /** 项目状态：0 筹建，1 在建，2 停工，3 竣工 */
  status: { 0: '筹建', 1: '在建', 2: '停工', 3: '竣工' } as LabelTable,
} as const;

export const HomeProjectParam = {
  /** 地图类型（数字）：1 二维地图，2 卫星影像，3 BIM 三维模型，4 自定义平面图 */
  maptype: { 1: '二维地图', 2: '卫星影像', 3: 'BIM 三维模型', 4: '自定义平面图' } as LabelTable,
  /** 是否默认：0 否，1 是 */
  is_default: { 0: '否', 1: '是' } as LabelTable,
} as const;

export const HomeWageStatus = {
  /** 发放状态：0 未发起，1 考勤确认中，2 预结算中，3 代发中，4 已发放，5 部分发放（问题工资处理中） */
  status: { 0: '未发起', 1: '考勤确认中', 2: '预结算中', 3: '代发中', 4: '已发放', 5: '部分发放' } as LabelTable,
} as const;

export const LegalAccount = {
  /** 组织类型：1 公司，2 分公司，3 项目 */
  orgType: { 1: '公司', 2: '分公司', 3: '项目' } as LabelTable,
  /** 状态：0 停用，1 启用 */
  status: { 0: '停用', 1: '启用' } as LabelTable,
} as const;

export const LegalAccountForm = {
  /** 组织类型：1 公司，2 分公司，3 项目 */
  orgType: { 1: '公司', 2: '分公司', 3: '项目' } as LabelTable,
  /** 状态：0 停用，1 启用 */
  status: { 0: '停用', 1: '启用' } as LabelTable,
} as const;

export const LegalAccusedCaseOption = {
  /** 庭审类型：1 开庭审理，2 庭前调解，3 仲裁开庭，4 宣判 */
  hearType: { 1: '开庭审理', 2: '庭前调解', 3: '仲裁开庭', 4: '宣判' } as LabelTable,
} as const;

export const LegalOrg = {
  /** 组织类型：1 公司，2 分公司，3 项目 */
  orgType: { 1: '公司', 2: '分公司', 3: '项目' } as LabelTable,
} as const;

export const LegalRole = {
  /** 数据范围：1 全部，2 本组织及下级，3 本项目，4 仅本人承办 */
  dataScope: { 1: '全部', 2: '本组织及下级', 3: '本项目', 4: '仅本人承办' } as LabelTable,
} as const;

export const LegalSeal = {
  /** 印章类型：1 公章，2 合同专用章，3 财务专用章，4 法人章 */
  sealType: { 1: '公章', 2: '合同专用章', 3: '财务专用章', 4: '法人章' } as LabelTable,
  /** 状态：0 待审核，1 已启用，2 已停用，3 已驳回 */
  status: { 0: '待审核', 1: '已启用', 2: '已停用', 3: '已驳回' } as LabelTable,
  /** 电子签章授权：0 未授权，1 已授权 */
  authStatus: { 0: '未授权', 1: '已授权' } as LabelTable,
} as const;

export const LegalSealDetail = {
  /** 印章类型：1 公章，2 合同专用章，3 财务专用章，4 法人章 */
  sealType: { 1: '公章', 2: '合同专用章', 3: '财务专用章', 4: '法人章' } as LabelTable,
  /** 状态：0 待审核，1 已启用，2 已停用，3 已驳回 */
  status: { 0: '待审核', 1: '已启用', 2: '已停用', 3: '已驳回' } as LabelTable,
  /** 电子签章授权：0 未授权，1 已授权 */
  authStatus: { 0: '未授权', 1: '已授权' } as LabelTable,
} as const;

export const LegalSealForm = {
  /** 印章类型：1 公章，2 合同专用章，3 财务专用章，4 法人章 */
  sealType: { 1: '公章', 2: '合同专用章', 3: '财务专用章', 4: '法人章' } as LabelTable,
} as const;

export const LegalSealRecord = {
  /** 记录类型：1 提交，2 审核通过，3 驳回，4 启用，5 停用，6 签署授权，7 用印 */
  recordType: { 1: '提交', 2: '审核通过', 3: '驳回', 4: '启用', 5: '停用', 6: '签署授权', 7: '用印' } as LabelTable,
} as const;

export const LegalSealStatusBody = {
  /** 目标状态：1 启用，2 停用 */
  status: { 1: '启用', 2: '停用' } as LabelTable,
} as const;

export const LegalUser = {
  /** 组织类型：1 公司，2 分公司，3 项目 */
  orgType: { 1: '公司', 2: '分公司', 3: '项目' } as LabelTable,
} as const;

export const LegalUserBasicInfo = {
  /** 组织类型：1 公司，2 分公司，3 项目 */
  orgType: { 1: '公司', 2: '分公司', 3: '项目' } as LabelTable,
} as const;

export const LsoApproval = {
  /** 结果：1 批准，2 驳回 */
  result: { 1: '批准', 2: '驳回' } as LabelTable,
} as const;

export const LsoJob = {
  /** 作业类型：1 动火作业，2 高处作业，3 有限空间作业，4 吊装作业，5 临时用电作业 */
  jobType: { 1: '动火作业', 2: '高处作业', 3: '有限空间作业', 4: '吊装作业', 5: '临时用电作业' } as LabelTable,
  /** 状态：0 待审批，1 作业中（已批准），2 已驳回，3 已关闭，4 已过期 */
  status: { 0: '待审批', 1: '作业中', 2: '已驳回', 3: '已关闭', 4: '已过期' } as LabelTable,
} as const;

export const LsoJobApplyBody = {
  /** 作业类型：1 动火作业，2 高处作业，3 有限空间作业，4 吊装作业，5 临时用电作业 */
  jobType: { 1: '动火作业', 2: '高处作业', 3: '有限空间作业', 4: '吊装作业', 5: '临时用电作业' } as LabelTable,
} as const;

export const LsoJobApproveBody = {
  /** 审批结果：1 批准，2 驳回 */
  result: { 1: '批准', 2: '驳回' } as LabelTable,
} as const;

export const LsoJobDetail = {
  /** 作业类型：1 动火作业，2 高处作业，3 有限空间作业，4 吊装作业，5 临时用电作业 */
  jobType: { 1: '动火作业', 2: '高处作业', 3: '有限空间作业', 4: '吊装作业', 5: '临时用电作业' } as LabelTable,
  /** 状态：0 待审批，1 作业中（已批准），2 已驳回，3 已关闭，4 已过期 */
  status: { 0: '待审批', 1: '作业中', 2: '已驳回', 3: '已关闭', 4: '已过期' } as LabelTable,
} as const;

export const LsoJobQuery = {
  /** 作业类型：1 动火作业，2 高处作业，3 有限空间作业，4 吊装作业，5 临时用电作业 */
  jobType: { 1: '动火作业', 2: '高处作业', 3: '有限空间作业', 4: '吊装作业', 5: '临时用电作业' } as LabelTable,
  /** 状态：0 待审批，1 作业中（已批准），2 已驳回，3 已关闭，4 已过期 */
  status: { 0: '待审批', 1: '作业中', 2: '已驳回', 3: '已关闭', 4: '已过期' } as LabelTable,
} as const;

export const LsoJobTypeCount = {
  /** 作业类型：1 动火作业，2 高处作业，3 有限空间作业，4 吊装作业，5 临时用电作业 */
  jobType: { 1: '动火作业', 2: '高处作业', 3: '有限空间作业', 4: '吊装作业', 5: '临时用电作业' } as LabelTable,
} as const;

export const LsoOfficer = {
  /** 类型：1 专职，2 兼职 */
  officer_type: { 1: '专职', 2: '兼职' } as LabelTable,
  /** 状态：0 离岗，1 在岗 */
  status: { 0: '离岗', 1: '在岗' } as LabelTable,
} as const;

export const LsoOfficerForm = {
  /** 类型：1 专职，2 兼职 */
  officer_type: { 1: '专职', 2: '兼职' } as LabelTable,
  /** 状态：0 离岗，1 在岗 */
  status: { 0: '离岗', 1: '在岗' } as LabelTable,
} as const;

export const LsoProblem = {
  /** 隐患等级：1 一般，2 较大，3 重大 */
  troubleLevel: { 1: '一般', 2: '较大', 3: '重大' } as LabelTable,
  /** 整改状态：0 无需整改，1 待整改，2 已整改 */
  rectifyStatus: { 0: '无需整改', 1: '待整改', 2: '已整改' } as LabelTable,
} as const;

export const LsoRecord = {
  /** 记录类型：1 日常巡查，2 旁站监督，3 专项检查 */
  recordType: { 1: '日常巡查', 2: '旁站监督', 3: '专项检查' } as LabelTable,
  /** 整改状态：0 无需整改，1 待整改，2 已整改 */
  rectifyStatus: { 0: '无需整改', 1: '待整改', 2: '已整改' } as LabelTable,
} as const;

export const LsoRecordDetail = {
  /** 记录类型：1 日常巡查，2 旁站监督，3 专项检查 */
  recordType: { 1: '日常巡查', 2: '旁站监督', 3: '专项检查' } as LabelTable,
  /** 整改状态：0 无需整改，1 待整改，2 已整改 */
  rectifyStatus: { 0: '无需整改', 1: '待整改', 2: '已整改' } as LabelTable,
} as const;

export const LsoRecordForm = {
  /** 记录类型：1 日常巡查，2 旁站监督，3 专项检查 */
  recordType: { 1: '日常巡查', 2: '旁站监督', 3: '专项检查' } as LabelTable,
} as const;

export const LsoRecordQuery = {
  /** 记录类型：1 日常巡查，2 旁站监督，3 专项检查 */
  recordType: { 1: '日常巡查', 2: '旁站监督', 3: '专项检查' } as LabelTable,
  /** 整改状态：0 无需整改，1 待整改，2 已整改 */
  rectifyStatus: { 0: '无需整改', 1: '待整改', 2: '已整改' } as LabelTable,
} as const;

export const MenuEditBody = {
  /** 0 内部路由，1 外部链接 */
  linkType: { 0: '内部路由', 1: '外部链接' } as LabelTable,
} as const;

export const MenuEntry = {
  /** 按钮权限位（000 §6）：2 新增，4 编辑，8 删除，16 设置/导入，32 作废/退回，64 启动/绑定管理人员/配置，128 绑定工人，256 查看协议，512 使用明细，1024 编辑状态（未置位时允许） */
  power_value: { 2: '新增', 4: '编辑', 8: '删除', 16: '设置/导入', 32: '作废/退回', 64: '启动/绑定管理人员/配置', 128: '绑定工人', 256: '查看协议', 512: '使用明细', 1024: '编辑状态' } as LabelTable,
  /** 链接类型：0 内部路由，1 外部链接（新标签页打开） */
  linkType: { 0: '内部路由', 1: '外部链接' } as LabelTable,
} as const;

export const MenuRole = {
  /** 角色类型：1 集团，2 分公司，3 项目，4 班组，5 劳务企业 */
  role_type: { 1: '集团', 2: '分公司', 3: '项目', 4: '班组', 5: '劳务企业' } as LabelTable,
  /** 状态：0 停用，1 启用 */
  status: { 0: '停用', 1: '启用' } as LabelTable,
} as const;

export const MenuRoleEditBody = {
  /** 状态：0 停用，1 启用 */
  status: { 0: '停用', 1: '启用' } as LabelTable,
} as const;

export const OrgAiCompany = {
  /** 企业类型：1 总包，2 劳务分包，3 专业分包 */
  companyType: { 1: '总包', 2: '劳务分包', 3: '专业分包' } as LabelTable,
  /** 状态：0 停用，1 启用 */
  status: { 0: '停用', 1: '启用' } as LabelTable,
} as const;

export const OrgAiCompanyForm = {
  /** 状态：0 停用，1 启用 */
  status: { 0: '停用', 1: '启用' } as LabelTable,
} as const;

export const OrgCorp = {
  /** 企业类型：1 总包，2 劳务分包，3 专业分包 */
  corp_type: { 1: '总包', 2: '劳务分包', 3: '专业分包' } as LabelTable,
  /** 状态：0 停用，1 正常 */
  status: { 0: '停用', 1: '正常' } as LabelTable,
} as const;

export const OrgCorpDetail = {
  /** 企业类型：1 总包，2 劳务分包，3 专业分包 */
  corp_type: { 1: '总包', 2: '劳务分包', 3: '专业分包' } as LabelTable,
  /** 状态：0 停用，1 正常 */
  status: { 0: '停用', 1: '正常' } as LabelTable,
} as const;

export const OrgCorpForm = {
  /** 企业类型：1 总包，2 劳务分包，3 专业分包 */
  corp_type: { 1: '总包', 2: '劳务分包', 3: '专业分包' } as LabelTable,
} as const;

export const OrgManager = {
  /** 状态：0 停用，1 在岗 */
  status: { 0: '停用', 1: '在岗' } as LabelTable,
} as const;

export const OrgPerson = {
  /** 账号状态：0 停用，1 启用 */
  status: { 0: '停用', 1: '启用' } as LabelTable,
  /** 性别：1 男，2 女 */
  sex: { 1: '男', 2: '女' } as LabelTable,
} as const;

export const OrgPersonDetail = {
  /** 账号状态：0 停用，1 启用 */
  status: { 0: '停用', 1: '启用' } as LabelTable,
  /** 性别：1 男，2 女 */
  sex: { 1: '男', 2: '女' } as LabelTable,
} as const;

export const OrgPersonForm = {
  /** 账号状态：0 停用，1 启用 */
  status: { 0: '停用', 1: '启用' } as LabelTable,
} as const;

export const OrgProject = {
  /** 工程类型：1 房屋建筑，2 市政工程，3 轨道交通，4 公共建筑 */
  project_type: { 1: '房屋建筑', 2: '市政工程', 3: '轨道交通', 4: '公共建筑' } as LabelTable,
  /** 状态：0 筹建，1 在建，2 停工，3 竣工 */
  status: { 0: '筹建', 1: '在建', 2: '停工', 3: '竣工' } as LabelTable,
} as const;

export const OrgProjectDetail = {
  /** 工程类型：1 房屋建筑，2 市政工程，3 轨道交通，4 公共建筑 */
  project_type: { 1: '房屋建筑', 2: '市政工程', 3: '轨道交通', 4: '公共建筑' } as LabelTable,
  /** 状态：0 筹建，1 在建，2 停工，3 竣工 */
  status: { 0: '筹建', 1: '在建', 2: '停工', 3: '竣工' } as LabelTable,
} as const;

export const OrgProjectForm = {
  /** 工程类型：1 房屋建筑，2 市政工程，3 轨道交通，4 公共建筑 */
  project_type: { 1: '房屋建筑', 2: '市政工程', 3: '轨道交通', 4: '公共建筑' } as LabelTable,
} as const;

export const OrgProjectStatusBody = {
  /** 目标状态：0 筹建，1 在建，2 停工，3 竣工 */
  status: { 0: '筹建', 1: '在建', 2: '停工', 3: '竣工' } as LabelTable,
} as const;

export const OrgSelectNode = {
  /** 节点类型：1 批次（集团、分公司），2 批次下的项目（org_batch_id 取父节点的 value） */
  type: { 1: '批次', 2: '批次下的项目' } as LabelTable,
} as const;

export const OrgSingleConfig = {
  /** 是否强制实名制：0 否，1 是 */
  real_name_required: { 0: '否', 1: '是' } as LabelTable,
  /** 是否须完成三级教育才能进场：0 否，1 是 */
  education_required: { 0: '否', 1: '是' } as LabelTable,
} as const;

export const OrgSingleConfigForm = {
  /** 是否强制实名制：0 否，1 是 */
  real_name_required: { 0: '否', 1: '是' } as LabelTable,
  /** 是否须完成三级教育才能进场：0 否，1 是 */
  education_required: { 0: '否', 1: '是' } as LabelTable,
} as const;

export const OrgSingleConfigRow = {
  /** 是否已单独配置：0 使用默认值，1 已单独配置 */
  customized: { 0: '使用默认值', 1: '已单独配置' } as LabelTable,
} as const;

export const OrgTeam = {
  /** 状态：0 待进场，1 已进场，2 已退场 */
  status: { 0: '待进场', 1: '已进场', 2: '已退场' } as LabelTable,
} as const;

export const OrgWorker = {
  /** 性别：1 男，2 女 */
  sex: { 1: '男', 2: '女' } as LabelTable,
  /** 状态：0 待进场，1 在场，2 已退场 */
  status: { 0: '待进场', 1: '在场', 2: '已退场' } as LabelTable,
  /** 实名认证：0 未实名，1 已实名 */
  real_name_status: { 0: '未实名', 1: '已实名' } as LabelTable,
  /** 三级安全教育：0 未完成，1 已完成 */
  education_status: { 0: '未完成', 1: '已完成' } as LabelTable,
  /** 劳动合同：0 未签，1 已签 */
  contract_status: { 0: '未签', 1: '已签' } as LabelTable,
} as const;

export const OrgWorkerAttendanceDay = {
  /** 状态：0 缺勤，1 正常，2 迟到，3 早退，4 补录 */
  status: { 0: '缺勤', 1: '正常', 2: '迟到', 3: '早退', 4: '补录' } as LabelTable,
} as const;

export const OrgWorkerComplaint = {
  /** 类型：1 欠薪，2 安全隐患，3 劳动纠纷，4 其他 */
  complaint_type: { 1: '欠薪', 2: '安全隐患', 3: '劳动纠纷', 4: '其他' } as LabelTable,
  /** 当前处理层级：1 项目，2 分公司，3 公司 */
  handle_level: { 1: '项目', 2: '分公司', 3: '公司' } as LabelTable,
  /** 状态：0 待受理，1 处理中，2 已办结，3 已终止 */
  status: { 0: '待受理', 1: '处理中', 2: '已办结', 3: '已终止' } as LabelTable,
} as const;

export const OrgWorkerDetail = {
  /** 性别：1 男，2 女 */
  sex: { 1: '男', 2: '女' } as LabelTable,
  /** 状态：0 待进场，1 在场，2 已退场 */
  status: { 0: '待进场', 1: '在场', 2: '已退场' } as LabelTable,
  /** 实名认证：0 未实名，1 已实名 */
  real_name_status: { 0: '未实名', 1: '已实名' } as LabelTable,
  /** 三级安全教育：0 未完成，1 已完成 */
  education_status: { 0: '未完成', 1: '已完成' } as LabelTable,
  /** 劳动合同：0 未签，1 已签 */
  contract_status: { 0: '未签', 1: '已签' } as LabelTable,
  /** 是否在黑名单：0 否，1 是 */
  is_black: { 0: '否', 1: '是' } as LabelTable,
} as const;

export const SmsAlarmReceiverConfig = {
  /** 是否启用：0 停用，1 启用 */
  enabled: { 0: '停用', 1: '启用' } as LabelTable,
} as const;

export const SmsAlarmReceiverQuery = {
  /** 启用状态：-1 全部，0 停用，1 启用 */
  enabled: { 0: '停用', 1: '启用', '-1': '全部' } as LabelTable,
} as const;

export const SmsAlarmSendQuery = {
  /** 报警类型：0 全部，1 滞留，2 静止，3 长时间停留，4 闯入禁区，5 SOS 求救，6 脱帽，7 低电量 */
  alarmType: { 0: '全部', 1: '滞留', 2: '静止', 3: '长时间停留', 4: '闯入禁区', 5: 'SOS 求救', 6: '脱帽', 7: '低电量' } as LabelTable,
  /** 发送状态：-1 全部，0 发送中，1 发送成功，2 发送失败 */
  sendStatus: { 0: '发送中', 1: '发送成功', 2: '发送失败', '-1': '全部' } as LabelTable,
} as const;

export const SmsAlarmSendRecord = {
  /** 报警类型：1 滞留，2 静止，3 长时间停留，4 闯入禁区，5 SOS 求救，6 脱帽，7 低电量 */
  alarmType: { 1: '滞留', 2: '静止', 3: '长时间停留', 4: '闯入禁区', 5: 'SOS 求救', 6: '脱帽', 7: '低电量' } as LabelTable,
  /** 发送状态：0 发送中，1 发送成功，2 发送失败 */
  sendStatus: { 0: '发送中', 1: '发送成功', 2: '发送失败' } as LabelTable,
} as const;

export const SmsAlarmSetting = {
  /** 短信报警总开关：0 关闭，1 开启 */
  enabled: { 0: '关闭', 1: '开启' } as LabelTable,
} as const;

export const WagesAttendCompany = {
  /** 状态：0 待确认，1 已确认，2 已驳回 */
  status: { 0: '待确认', 1: '已确认', 2: '已驳回' } as LabelTable,
} as const;

export const WagesAttendConfirmBody = {
  /** 结果：1 确认，2 驳回 */
  result: { 1: '确认', 2: '驳回' } as LabelTable,
} as const;

export const WagesAttendTask = {
  /** 状态：0 待确认，1 确认中，2 已确认，3 已提交 */
  status: { 0: '待确认', 1: '确认中', 2: '已确认', 3: '已提交' } as LabelTable,
} as const;

export const WagesAttendTaskFilter = {
  /** 状态：0 待确认，1 确认中，2 已确认，3 已提交 */
  status: { 0: '待确认', 1: '确认中', 2: '已确认', 3: '已提交' } as LabelTable,
} as const;

export const WagesAttendTeamTask = {
  /** 状态：0 待确认，1 已确认，2 已驳回 */
  status: { 0: '待确认', 1: '已确认', 2: '已驳回' } as LabelTable,
} as const;

export const WagesAttendWorker = {
  /** 状态：0 待确认，1 已确认，2 有异议 */
  status: { 0: '待确认', 1: '已确认', 2: '有异议' } as LabelTable,
} as const;

export const WagesCapitaSource = {
  /** 状态：0 待填报，1 审批中，2 已确认，3 已驳回 */
  status: { 0: '待填报', 1: '审批中', 2: '已确认', 3: '已驳回' } as LabelTable,
} as const;

export const WagesCapitaSourceDetail = {
  /** 状态：0 待填报，1 审批中，2 已确认，3 已驳回 */
  status: { 0: '待填报', 1: '审批中', 2: '已确认', 3: '已驳回' } as LabelTable,
} as const;

export const WagesCapitaSourceItem = {
  /** 来源类型：1 业主拨付工程款，2 总包垫付，3 分包单位自筹，4 动用工资保证金，9 其他 */
  sourceType: { 1: '业主拨付工程款', 2: '总包垫付', 3: '分包单位自筹', 4: '动用工资保证金', 9: '其他' } as LabelTable,
} as const;

export const WagesCapitaSourceItemInput = {
  /** 来源类型：1 业主拨付工程款，2 总包垫付，3 分包单位自筹，4 动用工资保证金，9 其他 */
  sourceType: { 1: '业主拨付工程款', 2: '总包垫付', 3: '分包单位自筹', 4: '动用工资保证金', 9: '其他' } as LabelTable,
} as const;

export const WagesConfigBase = {
  /** 配置级别：1 组织默认，2 项目 */
  configLevel: { 1: '组织默认', 2: '项目' } as LabelTable,
  /** 代发方式：1 总包代发，2 分包代发，3 混合 */
  payMode: { 1: '总包代发', 2: '分包代发', 3: '混合' } as LabelTable,
} as const;

export const WagesConfigBaseInput = {
  /** 配置级别：1 组织默认，2 项目 */
  configLevel: { 1: '组织默认', 2: '项目' } as LabelTable,
  /** 代发方式：1 总包代发，2 分包代发，3 混合 */
  payMode: { 1: '总包代发', 2: '分包代发', 3: '混合' } as LabelTable,
} as const;

export const WagesConfigLandArea = {
  /** 层级：1 省，2 市，3 区县 */
  level: { 1: '省', 2: '市', 3: '区县' } as LabelTable,
  /** 状态：1 启用，0 停用 */
  status: { 0: '停用', 1: '启用' } as LabelTable,
} as const;

export const WagesConfigLandAreaInput = {
  /** 层级：1 省，2 市，3 区县 */
  level: { 1: '省', 2: '市', 3: '区县' } as LabelTable,
  /** 状态：1 启用，0 停用 */
  status: { 0: '停用', 1: '启用' } as LabelTable,
} as const;

export const WagesConfigSmsReceiver = {
  /** 接收人类型：1 管理人员，2 劳务企业，3 监管部门 */
  receiverType: { 1: '管理人员', 2: '劳务企业', 3: '监管部门' } as LabelTable,
  /** 状态：1 启用，0 停用 */
  status: { 0: '停用', 1: '启用' } as LabelTable,
} as const;

export const WagesConfigSmsReceiverInput = {
  /** 接收人类型：1 管理人员，2 劳务企业，3 监管部门 */
  receiverType: { 1: '管理人员', 2: '劳务企业', 3: '监管部门' } as LabelTable,
  /** 状态：1 启用，0 停用 */
  status: { 0: '停用', 1: '启用' } as LabelTable,
} as const;

export const WagesCumDetail = {
  /** 代发类型：1 全额代发，2 部分代发，3 尾款代发 */
  payType: { 1: '全额代发', 2: '部分代发', 3: '尾款代发' } as LabelTable,
  /** 状态：0 待发放，1 审批中，2 发放中，3 已发放，4 已驳回 */
  status: { 0: '待发放', 1: '审批中', 2: '发放中', 3: '已发放', 4: '已驳回' } as LabelTable,
} as const;

export const WagesCumPublicPayment = {
  /** 状态：0 待上传凭证，1 待确认，2 已确认，3 已退回 */
  status: { 0: '待上传凭证', 1: '待确认', 2: '已确认', 3: '已退回' } as LabelTable,
} as const;

export const WagesCumRecord = {
  /** 代发类型：1 全额代发，2 部分代发，3 尾款代发 */
  payType: { 1: '全额代发', 2: '部分代发', 3: '尾款代发' } as LabelTable,
  /** 状态：0 待发放，1 审批中，2 发放中，3 已发放，4 已驳回 */
  status: { 0: '待发放', 1: '审批中', 2: '发放中', 3: '已发放', 4: '已驳回' } as LabelTable,
} as const;

export const WagesCumScopeQuery = {
  /** 工人发放状态：0 待发放，1 已发放，2 发放失败 */
  payStatus: { 0: '待发放', 1: '已发放', 2: '发放失败' } as LabelTable,
} as const;

export const WagesCumWorkerRow = {
  /** 发放状态：0 待发放，1 已发放，2 发放失败 */
  payStatus: { 0: '待发放', 1: '已发放', 2: '发放失败' } as LabelTable,
} as const;

export const WagesEmergencyDetail = {
  /** 状态：0 审批中，1 待支付，2 已支付，3 已驳回，4 已撤销 */
  status: { 0: '审批中', 1: '待支付', 2: '已支付', 3: '已驳回', 4: '已撤销' } as LabelTable,
} as const;

export const WagesEmergencyRecord = {
  /** 状态：0 审批中，1 待支付，2 已支付，3 已驳回，4 已撤销 */
  status: { 0: '审批中', 1: '待支付', 2: '已支付', 3: '已驳回', 4: '已撤销' } as LabelTable,
} as const;

export const WagesExpCompany = {
  /** 确认状态：0 待提交，1 待确认，2 已确认，3 已退回 */
  confirmStatus: { 0: '待提交', 1: '待确认', 2: '已确认', 3: '已退回' } as LabelTable,
} as const;

export const WagesExpConfirmBody = {
  /** 结果：2 确认，3 退回 */
  confirmStatus: { 2: '确认', 3: '退回' } as LabelTable,
} as const;

export const WagesExpPeriod = {
  /** 状态：0 未发起，1 进行中，2 已完成 */
  status: { 0: '未发起', 1: '进行中', 2: '已完成' } as LabelTable,
} as const;

export const WagesExpRecord = {
  /** 预结算类型：1 月度预结算，2 手动预结算，3 其他预结算 */
  expType: { 1: '月度预结算', 2: '手动预结算', 3: '其他预结算' } as LabelTable,
  /** 状态：0 待维护，1 待确认，2 已确认，3 资金来源确认中，4 代发中，5 已完成，9 已撤销 */
  status: { 0: '待维护', 1: '待确认', 2: '已确认', 3: '资金来源确认中', 4: '代发中', 5: '已完成', 9: '已撤销' } as LabelTable,
} as const;

export const WagesExpScopeQuery = {
  /** 确认状态：0 未确认，1 已确认，2 有异议 */
  confirmStatus: { 0: '未确认', 1: '已确认', 2: '有异议' } as LabelTable,
} as const;

export const WagesExpTaskTeam = {
  /** 提交状态：0 未提交，1 已提交，2 已退回 */
  submitStatus: { 0: '未提交', 1: '已提交', 2: '已退回' } as LabelTable,
} as const;

export const WagesExpTeam = {
  /** 提交状态：0 未提交，1 已提交，2 已退回 */
  submitStatus: { 0: '未提交', 1: '已提交', 2: '已退回' } as LabelTable,
} as const;

export const WagesExpWorker = {
  /** 工人确认状态：0 未确认，1 已确认，2 有异议 */
  confirmStatus: { 0: '未确认', 1: '已确认', 2: '有异议' } as LabelTable,
} as const;

export const WagesLedgerAccount = {
  /** 账户状态：1 正常，2 冻结，3 已销户 */
  status: { 1: '正常', 2: '冻结', 3: '已销户' } as LabelTable,
} as const;

export const WagesLedgerAccountFilter = {
  /** 账户状态：1 正常，2 冻结，3 已销户 */
  status: { 1: '正常', 2: '冻结', 3: '已销户' } as LabelTable,
} as const;

export const WagesLedgerCoreData = {
  /** 锁定状态：0 未锁定，1 已锁定 */
  lockStatus: { 0: '未锁定', 1: '已锁定' } as LabelTable,
} as const;

export const WagesLedgerCoreDataFilter = {
  /** 锁定状态：0 未锁定，1 已锁定 */
  lockStatus: { 0: '未锁定', 1: '已锁定' } as LabelTable,
} as const;

export const WagesLedgerDeposit = {
  /** 缴存方式：1 现金存储，2 银行保函，3 工程担保公司保函，4 工资保证金保险 */
  depositType: { 1: '现金存储', 2: '银行保函', 3: '工程担保公司保函', 4: '工资保证金保险' } as LabelTable,
  /** 状态：1 已缴存，2 部分返还，3 已返还，4 已动用 */
  status: { 1: '已缴存', 2: '部分返还', 3: '已返还', 4: '已动用' } as LabelTable,
} as const;

export const WagesLedgerDepositFilter = {
  /** 缴存方式：1 现金存储，2 银行保函，3 工程担保公司保函，4 工资保证金保险 */
  depositType: { 1: '现金存储', 2: '银行保函', 3: '工程担保公司保函', 4: '工资保证金保险' } as LabelTable,
  /** 状态：1 已缴存，2 部分返还，3 已返还，4 已动用 */
  status: { 1: '已缴存', 2: '部分返还', 3: '已返还', 4: '已动用' } as LabelTable,
} as const;

export const WagesSalaryCompanyRow = {
  /** 确认状态：0 待提交，1 待确认，2 已确认，3 已退回 */
  confirmStatus: { 0: '待提交', 1: '待确认', 2: '已确认', 3: '已退回' } as LabelTable,
} as const;

export const WagesSalaryFile = {
  /** 附件类型：1 工资表，2 考勤表，3 工资发放表（签字），4 银行回单，5 资金来源证明，6 单位确认单，9 其他 */
  fileType: { 1: '工资表', 2: '考勤表', 3: '工资发放表（签字）', 4: '银行回单', 5: '资金来源证明', 6: '单位确认单', 9: '其他' } as LabelTable,
} as const;

export const WagesSalaryFileInput = {
  /** 附件类型：1 工资表，2 考勤表，3 工资发放表（签字），4 银行回单，5 资金来源证明，6 单位确认单，9 其他 */
  fileType: { 1: '工资表', 2: '考勤表', 3: '工资发放表（签字）', 4: '银行回单', 5: '资金来源证明', 6: '单位确认单', 9: '其他' } as LabelTable,
} as const;

export const WagesSalaryProjectRow = {
  /** 预结算状态：0 待维护，1 待确认，2 已确认，3 资金来源确认中，4 代发中，5 已完成，9 已撤销 */
  expStatus: { 0: '待维护', 1: '待确认', 2: '已确认', 3: '资金来源确认中', 4: '代发中', 5: '已完成', 9: '已撤销' } as LabelTable,
} as const;

export const WagesSalaryTask = {
  /** 发起方式：1 系统按月自动发起，2 手动预结算发起，3 其他预结算 */
  taskType: { 1: '系统按月自动发起', 2: '手动预结算发起', 3: '其他预结算' } as LabelTable,
  /** 状态：0 进行中，1 已完成，2 已撤销，3 已驳回 */
  status: { 0: '进行中', 1: '已完成', 2: '已撤销', 3: '已驳回' } as LabelTable,
} as const;

export const WagesSalaryWorkerRow = {
  /** 人员类别（工资分析参数组 worker_category）：1 普通工人，2 班组长，3 特种作业人员 */
  workerCategory: { 1: '普通工人', 2: '班组长', 3: '特种作业人员' } as LabelTable,
  /** 发放方式（工资分析参数组 pay_mode）：1 工资专户代发，2 企业直发 */
  payMode: { 1: '工资专户代发', 2: '企业直发' } as LabelTable,
} as const;

export const WagesTroubleCompany = {
  /** 支付状态：0 未支付，1 待确认，2 部分支付，3 已支付 */
  payStatus: { 0: '未支付', 1: '待确认', 2: '部分支付', 3: '已支付' } as LabelTable,
} as const;

export const WagesTroubleFilter = {
  /** 问题类型：1 代发失败，2 欠薪投诉，3 银行卡异常，4 其他 */
  troubleType: { 1: '代发失败', 2: '欠薪投诉', 3: '银行卡异常', 4: '其他' } as LabelTable,
  /** 状态：0 待处理，1 处理中，2 已完成，3 已驳回；空为全部 */
  status: { 0: '待处理', 1: '处理中', 2: '已完成', 3: '已驳回' } as LabelTable,
} as const;

export const WagesTroubleItemFilter = {
  /** 处理状态：0 未处理，1 凭证待确认，2 已确认，3 已驳回 */
  handleStatus: { 0: '未处理', 1: '凭证待确认', 2: '已确认', 3: '已驳回' } as LabelTable,
} as const;

export const WagesTroubleMonthVoucher = {
  /** 凭证上传状态：0 未上传，1 部分上传，2 已全部上传 */
  uploadStatus: { 0: '未上传', 1: '部分上传', 2: '已全部上传' } as LabelTable,
} as const;

export const WagesTroublePublicPayment = {
  /** 状态：0 待提交，1 待确认，2 已确认，3 已驳回 */
  status: { 0: '待提交', 1: '待确认', 2: '已确认', 3: '已驳回' } as LabelTable,
} as const;

export const WagesTroublePublicPaymentFilter = {
  /** 状态：0 待提交，1 待确认，2 已确认，3 已驳回 */
  status: { 0: '待提交', 1: '待确认', 2: '已确认', 3: '已驳回' } as LabelTable,
} as const;

export const WagesTroubleRecord = {
  /** 问题类型：1 代发失败，2 欠薪投诉，3 银行卡异常，4 其他 */
  troubleType: { 1: '代发失败', 2: '欠薪投诉', 3: '银行卡异常', 4: '其他' } as LabelTable,
  /** 主要处理方式：1 工人凭证（补发到人），2 单位对公支付 */
  handleWay: { 1: '工人凭证', 2: '单位对公支付' } as LabelTable,
  /** 状态：0 待处理，1 处理中，2 已完成，3 已驳回 */
  status: { 0: '待处理', 1: '处理中', 2: '已完成', 3: '已驳回' } as LabelTable,
} as const;

export const WagesTroubleVoucher = {
  /** 支付方式：1 银行转账，2 现金，3 其他 */
  payWay: { 1: '银行转账', 2: '现金', 3: '其他' } as LabelTable,
  /** 凭证状态：0 待确认，1 已确认，2 已驳回 */
  status: { 0: '待确认', 1: '已确认', 2: '已驳回' } as LabelTable,
} as const;

export const WagesTroubleWorker = {
  /** 处理状态：0 未处理，1 凭证待确认，2 已确认，3 已驳回 */
  handleStatus: { 0: '未处理', 1: '凭证待确认', 2: '已确认', 3: '已驳回' } as LabelTable,
} as const;

export const WorkflowConfig = {
  /** 超时处理方式：0 不处理，1 短信提醒办理人，2 自动通过 */
  timeoutAction: { 0: '不处理', 1: '短信提醒办理人', 2: '自动通过' } as LabelTable,
} as const;

export const WorkflowConfigForm = {
  /** 超时处理方式：0 不处理，1 短信提醒办理人，2 自动通过 */
  timeoutAction: { 0: '不处理', 1: '短信提醒办理人', 2: '自动通过' } as LabelTable,
} as const;

export const WorkflowFlowNode = {
  /** 节点状态：0 未开始，1 进行中，2 已完成 */
  nodeStatus: { 0: '未开始', 1: '进行中', 2: '已完成' } as LabelTable,
  /** 办理动作：0 待处理，1 提交，2 通过，3 驳回，4 撤回，5 转办 */
  action: { 0: '待处理', 1: '提交', 2: '通过', 3: '驳回', 4: '撤回', 5: '转办' } as LabelTable,
} as const;

export const WorkflowPost = {
  /** 岗位所属层级：1 项目，2 分公司，3 公司 */
  level: { 1: '项目', 2: '分公司', 3: '公司' } as LabelTable,
} as const;

export const WorkflowProcDef = {
  /** 状态：0 草稿，1 已发布，2 已停用 */
  status: { 0: '草稿', 1: '已发布', 2: '已停用' } as LabelTable,
} as const;

export const WorkflowProcDefDetail = {
  /** 状态：0 草稿，1 已发布，2 已停用 */
  status: { 0: '草稿', 1: '已发布', 2: '已停用' } as LabelTable,
} as const;

export const WorkflowProcDefForm = {
  /** 状态：0 草稿，1 已发布，2 已停用 */
  status: { 0: '草稿', 1: '已发布', 2: '已停用' } as LabelTable,
} as const;

export const WorkflowProcDefQuery = {
  /** 状态：0 草稿，1 已发布，2 已停用 */
  status: { 0: '草稿', 1: '已发布', 2: '已停用' } as LabelTable,
} as const;

export const WorkflowProcessFlow = {
  /** 流程状态：1 审批中，2 已完成，3 已驳回，4 已撤回 */
  procStatus: { 1: '审批中', 2: '已完成', 3: '已驳回', 4: '已撤回' } as LabelTable,
} as const;

export const WorkflowProcNode = {
  /** 节点类型：1 发起，2 审批，3 抄送，4 条件分支，5 结束 */
  nodeType: { 1: '发起', 2: '审批', 3: '抄送', 4: '条件分支', 5: '结束' } as LabelTable,
  /** 办理人类型：1 指定人员，2 岗位，3 角色，4 部门负责人，5 发起人自选，6 发起人本人 */
  assigneeType: { 1: '指定人员', 2: '岗位', 3: '角色', 4: '部门负责人', 5: '发起人自选', 6: '发起人本人' } as LabelTable,
  /** 多人审批方式：1 或签（一人通过即可），2 会签（全部通过），3 依次审批 */
  approveMode: { 1: '或签（一人通过即可）', 2: '会签（全部通过）', 3: '依次审批' } as LabelTable,
} as const;

export const WorkflowRejectBody = {
  /** 驳回方式：1 退回发起人，2 退回上一节点 */
  rejectType: { 1: '退回发起人', 2: '退回上一节点' } as LabelTable,
} as const;

export const WorkflowTaskItem = {
  /** 任务状态：0 待处理，1 已通过，2 已驳回，3 已转办 */
  taskStatus: { 0: '待处理', 1: '已通过', 2: '已驳回', 3: '已转办' } as LabelTable,
  /** 流程状态：1 审批中，2 已完成，3 已驳回，4 已撤回 */
  procStatus: { 1: '审批中', 2: '已完成', 3: '已驳回', 4: '已撤回' } as LabelTable,
} as const;

export const WorkflowTaskQuery = {
  /** 流程状态：1 审批中，2 已完成，3 已驳回，4 已撤回 */
  procStatus: { 1: '审批中', 2: '已完成', 3: '已驳回', 4: '已撤回' } as LabelTable,
} as const;

export const WorkflowWageTask = {
  /** 业务类型：1 考勤确认，2 工资预结算，3 工资代发，4 资金来源确认，5 对公支付凭证确认，6 问题工资处置，7 应急支付 */
  businessType: { 1: '考勤确认', 2: '工资预结算', 3: '工资代发', 4: '资金来源确认', 5: '对公支付凭证确认', 6: '问题工资处置', 7: '应急支付' } as LabelTable,
  /** 任务状态：0 待审批，1 已通过，2 已驳回，3 已撤回 */
  status: { 0: '待审批', 1: '已通过', 2: '已驳回', 3: '已撤回' } as LabelTable,
} as const;

export const WorkflowWageTaskDetail = {
  /** 业务类型：1 考勤确认，2 工资预结算，3 工资代发，4 资金来源确认，5 对公支付凭证确认，6 问题工资处置，7 应急支付 */
  businessType: { 1: '考勤确认', 2: '工资预结算', 3: '工资代发', 4: '资金来源确认', 5: '对公支付凭证确认', 6: '问题工资处置', 7: '应急支付' } as LabelTable,
  /** 任务状态：0 待审批，1 已通过，2 已驳回，3 已撤回 */
  status: { 0: '待审批', 1: '已通过', 2: '已驳回', 3: '已撤回' } as LabelTable,
} as const;

export const WorkflowWageTaskQuery = {
  /** 业务类型：1 考勤确认，2 工资预结算，3 工资代发，4 资金来源确认，5 对公支付凭证确认，6 问题工资处置，7 应急支付 */
  businessType: { 1: '考勤确认', 2: '工资预结算', 3: '工资代发', 4: '资金来源确认', 5: '对公支付凭证确认', 6: '问题工资处置', 7: '应急支付' } as LabelTable,
  /** 任务状态：0 待审批，1 已通过，2 已驳回，3 已撤回 */
  status: { 0: '待审批', 1: '已通过', 2: '已驳回', 3: '已撤回' } as LabelTable,
} as const;

export const WorkforceLabelStat = {
  /** 工人标签：1 高效，2 正常，3 低效，4 出勤不足 */
  label: { 1: '高效', 2: '正常', 3: '低效', 4: '出勤不足' } as LabelTable,
} as const;

export const WorkforceWorkerLabor = {
  /** 工人标签：1 高效（有效工时率 ≥ 90% 且出勤率 ≥ 90%），2 正常，3 低效（有效工时率 < 75%），4 出勤不足（出勤率 < 80%，优先判定） */
  label: { 1: '高效', 2: '正常', 3: '低效', 4: '出勤不足' } as LabelTable,
} as const;
