/* 由 scripts/spec.mjs 从 spec/ 生成，请勿手改。运行 `pnpm spec` 重新生成。 */
export interface paths {
    "/star/salaryInitiateList/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 工资任务发起记录分页
         * @description 按月发起的工资（预结算）任务列表：每个项目每个周期一条，对应一个流程实例 proInstId。
         *     taskType：1 系统按月自动发起，2 手动预结算发起，3 其他预结算（/wagesother）。
         *     status：0 进行中，1 已完成，2 已撤销（removeTask），3 已驳回。
         */
        post: operations["pageSalaryInitiateTasks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/salaryExpList/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 工资预结算分页
         * @description 项目维度的预结算记录（/subcontractingPreSettlement、/wagesmaintenance 的列表）：每个项目每个周期一条，
         *     汇总工人数、出勤天数、应发、扣款、已发、未发。
         *     expType：1 月度预结算，2 手动预结算，3 其他预结算。
         *     status：0 待维护，1 待确认，2 已确认，3 资金来源确认中，4 代发中，5 已完成，9 已撤销。
         */
        post: operations["pageSalaryExpRecords"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/salaryExpList/exportPage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 导出工资预结算列表
         * @description 按预结算分页的同一筛选条件导出 Excel（Blob，60 秒超时，不弹错误提示）。
         */
        post: operations["exportSalaryExpRecords"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/salaryExpList/orgPage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 组织预结算进度分页
         * @description 集团、分公司账号查看下属组织（分公司、项目）本周期预结算的进度：任务数、各状态数量与金额。
         *     orgType：gs 总公司，fgs 分公司，xm 项目。
         */
        post: operations["pageSalaryExpOrgs"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/salaryExpList/orgPageExport": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 导出组织预结算进度
         * @description 按组织进度分页的筛选条件导出 Excel（Blob，60 秒超时）。
         */
        post: operations["exportSalaryExpOrgs"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/salaryExpList/salaryConfirmExport": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 导出工资预结算确认表
         * @description 导出某个预结算（proInstId）各参建单位的确认表（/wagesconfirm 页的“导出确认表”），内容与参建单位列表一致。
         */
        post: operations["exportSalaryConfirmSheet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/salaryExpList/listFile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 预结算附件列表
         * @description 预结算记录上传的附件（工资表、考勤表等），文件先经 /star/resSysFile/fileUpload 上传。
         */
        post: operations["listSalaryExpFiles"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/salaryExpList/taskTeam": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 工资任务班组填报情况
         * @description 某个工资任务下需要填报的班组与提交情况（/wagesmaintenance 左侧班组列表）。
         *     submitStatus：0 未提交，1 已提交，2 已退回。
         */
        post: operations["listSalaryExpTaskTeams"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/salaryExpList/removeTask": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 撤销工资任务
         * @description 撤销（移除）尚未确认的工资任务：流程实例终止，预结算记录状态置为 9 已撤销，已生成的待办一并删除。已确认或已进入代发的任务不能撤销。
         */
        post: operations["removeSalaryExpTask"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/salaryExpList/listBranch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 分公司工资汇总
         * @description 按分公司、周期汇总预结算：项目数、工人数、出勤天数、应发、扣款、已发、未发（未发 = 应发 − 扣款 − 已发）。
         */
        post: operations["listSalaryByBranch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/salaryExpList/listBranchExport": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 导出分公司工资汇总
         * @description 与分公司工资汇总同一筛选条件，导出 Excel（Blob，60 秒超时）。
         */
        post: operations["exportSalaryByBranch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/salaryExpList/listProject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 项目工资汇总
         * @description 按项目、周期汇总预结算。expStatus 同预结算记录 status：0 待维护，1 待确认，2 已确认，3 资金来源确认中，4 代发中，5 已完成，9 已撤销。
         */
        post: operations["listSalaryByProject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/salaryExpList/listProjectExport": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 导出项目工资汇总
         * @description 与项目工资汇总同一筛选条件，导出 Excel（Blob，60 秒超时）。
         */
        post: operations["exportSalaryByProject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/salaryExpList/listCompany": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 参建单位工资汇总
         * @description 按参建（分包）单位汇总预结算。confirmStatus：0 待提交，1 待确认，2 已确认，3 已退回。
         */
        post: operations["listSalaryByCompany"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/salaryExpList/listCompanyExport": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 导出参建单位工资汇总
         * @description 与参建单位工资汇总同一筛选条件，导出 Excel（Blob，60 秒超时）。
         */
        post: operations["exportSalaryByCompany"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/salaryExpList/listTeam": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 班组工资汇总
         * @description 按班组汇总预结算（工人数、出勤天数与金额）。
         */
        post: operations["listSalaryByTeam"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/salaryExpList/listTeamExport": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 导出班组工资汇总
         * @description 与班组工资汇总同一筛选条件，导出 Excel（Blob，60 秒超时）。
         */
        post: operations["exportSalaryByTeam"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/salaryExpList/listWorker": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 工人工资明细
         * @description 工人维度的预结算明细：出勤天数 × 日工资 = 应发，扣除扣款与已发（借支、生活费）后为未发。身份证号与银行卡号脱敏。
         */
        post: operations["listSalaryByWorker"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/salaryExpList/listWorkerExport": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 导出工人工资明细
         * @description 与工人工资明细同一筛选条件，导出 Excel（Blob，60 秒超时）。
         */
        post: operations["exportSalaryByWorker"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/salaryExpList/listOrg": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 组织工资汇总
         * @description 按组织层级（总公司 gs、分公司 fgs、项目 xm）汇总当前组织及下属组织的预结算，parentId 可用于在表格中折叠成树。
         */
        post: operations["listSalaryByOrg"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/salaryExpList/listOrgExport": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 导出组织工资汇总
         * @description 与组织工资汇总同一筛选条件，导出 Excel（Blob，60 秒超时）。
         */
        post: operations["exportSalaryByOrg"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/salaryCumList/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 工资代发（累计发放）任务分页
         * @description 代发任务列表（/partiallyrepay 部分代发、/finalPaymentByProxy 尾款代发、/partiallyrepayone 查看）：
         *     每条对应一次代发流程，记录本次发放金额与该周期累计已发。
         *     payType：1 全额代发，2 部分代发，3 尾款代发。
         *     status：0 待发放，1 审批中，2 发放中，3 已发放，4 已驳回。
         *     expAmount = 应发 − 扣款；unpaidAmount = expAmount − cumPaidAmount。
         */
        post: operations["pageSalaryCumRecords"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/salaryCumList/exporttaskpage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 导出代发任务列表
         * @description 与代发任务分页同一筛选条件，导出 Excel（Blob，60 秒超时）。
         */
        post: operations["exportSalaryCumRecords"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/salaryCumList/teamPage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 代发任务班组明细分页
         * @description 某次代发按班组汇总的本次发放与累计已发。
         */
        post: operations["pageSalaryCumTeams"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/salaryCumList/workerPage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 代发任务工人明细分页
         * @description 某次代发的工人发放明细。payStatus：0 待发放，1 已发放，2 发放失败（failReason 给出银行返回的原因，失败金额计入未发）。
         */
        post: operations["pageSalaryCumWorkers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/salaryCumList/getbyproinstid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 按流程实例查询代发任务
         * @description 代发审批页（/partiallyrepay、/finalPaymentByProxy）按流程实例 proInstId 读取代发任务详情。
         */
        post: operations["getSalaryCumByProInst"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/salaryCumList/getbyexpid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 按预结算查询代发任务
         * @description 由预结算记录（expId）查询对应的代发任务（最近一次），用于预结算详情页显示累计发放情况。
         */
        post: operations["getSalaryCumByExp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/salaryCumList/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 代发任务详情
         * @description 按 ID 读取代发任务详情（/partiallyrepayone 查看页）。
         */
        get: operations["getSalaryCum"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/salaryCumList/ptpbyproinstid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 代发任务对公支付记录
         * @description 按流程实例 proInstId 查询代发任务中以对公转账方式支付给参建单位的记录（专业分包单位自行发放部分），
         *     含收款账户与付款凭证；凭证上传与确认见 /publicToPublicPayment、/publictoPublicApproval。
         *     status：0 待上传凭证，1 待确认，2 已确认，3 已退回。
         */
        post: operations["listSalaryCumPublicPayments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/salaryCumList/listFile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 代发任务附件列表
         * @description 代发任务的附件：银行代发回单、签字工资发放表等（bizId 为 cumId）。
         */
        post: operations["listSalaryCumFiles"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/salaryCumList/saveFile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 保存代发任务附件
         * @description 把已上传（/star/resSysFile/fileUpload）的文件挂到代发任务上（bizId 为 cumId）。
         */
        post: operations["saveSalaryCumFiles"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/salaryCapitaSourceList/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 资金来源确认分页
         * @description 资金来源确认（/moneysource、/moneysourceother）列表：本期需发放的工资（needAmount，应发 − 扣款）由哪些资金承担：
         *     业主拨付、总包垫付、分包单位自筹、其他；totalAmount 为合计，gapAmount = needAmount − totalAmount（大于 0 表示资金缺口）。
         *     status：0 待填报，1 审批中，2 已确认，3 已驳回。
         */
        post: operations["pageSalaryCapitaSources"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/salaryCapitaSourceList/exportpage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 导出资金来源确认列表
         * @description 与资金来源确认分页同一筛选条件，导出 Excel（Blob，60 秒超时）。
         */
        post: operations["exportSalaryCapitaSources"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/salaryCapitaSourceList/initTask": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 发起资金来源确认任务
         * @description 预结算全部参建单位确认后，为该预结算发起资金来源确认流程（生成记录与流程实例，状态 0 待填报）；同一预结算只能发起一次。
         */
        post: operations["initSalaryCapitaSourceTask"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/salaryCapitaSourceList/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 资金来源确认详情
         * @description 资金来源确认详情：各项资金来源明细（items）、说明与证明材料。sourceType 见 WagesCapitaSourceItem。
         */
        get: operations["getSalaryCapitaSource"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/salaryCapitaSourceList/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 填报资金来源
         * @description 填写或修改各项资金来源（整体替换 items）；合计不足本期需发放工资时后端计算资金缺口并要求说明。状态为 0 待填报或 3 已驳回时可编辑，提交后进入 1 审批中。
         */
        post: operations["editSalaryCapitaSource"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/salaryCapitaSourceList/listFile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 资金来源证明材料列表
         * @description 资金来源记录的证明材料（业主拨款回单、垫付审批单等；bizId 为资金来源记录 ID）。
         */
        post: operations["listSalaryCapitaSourceFiles"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/salaryCapitaSourceList/saveFile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 保存资金来源证明材料
         * @description 把已上传（/star/resSysFile/fileUpload）的证明材料挂到资金来源记录上（bizId 为资金来源记录 ID）。
         */
        post: operations["saveSalaryCapitaSourceFiles"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/salaryExpWorkerList/initTodo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 生成预结算待办
         * @description 工资任务发起后，为该预结算涉及的参建单位与班组生成填报、确认待办（已存在的待办不重复生成），返回生成的数量。
         */
        post: operations["initSalaryExpTodo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/salaryExpWorkerList/manualExp/getPeriod": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 手动预结算可选周期
         * @description 手动发起预结算前，列出项目各工资周期的预结算情况；canStart 为 true 的周期可以手动发起（例如当月没有自动发起的月份）。
         *     status：0 未发起，1 进行中，2 已完成。
         */
        post: operations["getManualSalaryExpPeriods"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/salaryExpWorkerList/manualExp/startTask": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 手动发起预结算
         * @description 对 canStart 的周期手动发起预结算（工资任务 taskType 2），返回新的预结算记录 ID 与流程实例。
         */
        post: operations["startManualSalaryExpTask"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/salaryExpWorkerList/getMaxPeriod": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 项目已预结算的最大周期
         * @description 返回项目已发起预结算的最大工资周期与下一个可发起的周期，手动发起页据此限制周期选择。
         */
        post: operations["getSalaryExpMaxPeriod"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/salaryExpWorkerList/listByExp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 预结算工人明细分页
         * @description 一次预结算的全部工人（可按参建单位、班组、姓名筛选），/wagesmaintenance 维护页与 /wagesconfirm 确认页使用。
         *     confirmStatus：0 未确认，1 已确认，2 有异议。
         */
        post: operations["pageSalaryExpWorkersByExp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/salaryExpWorkerList/saveByExp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 保存预结算工人明细
         * @description 项目劳务管理员在维护页直接修改工人出勤天数、日工资、扣款、已发等（只保存不提交）；payableAmount 不传时按出勤天数 × 日工资计算。
         */
        post: operations["saveSalaryExpWorkersByExp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/salaryExpWorkerList/initExpWorkerStatus": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 重置预结算工人确认状态
         * @description 预结算被退回重填时，把该预结算（或指定班组）全部工人的确认状态重置为 0 未确认。
         */
        post: operations["initSalaryExpWorkerStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/salaryWorkerCumList/initCumTask": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 发起工资代发任务
         * @description 资金来源确认后，为预结算发起代发任务（全额、部分或尾款代发），按工人生成本次发放明细，返回代发任务 ID 与流程实例。
         *     payType：1 全额代发，2 部分代发（按 workers 指定工人与金额），3 尾款代发（发放剩余未发）。
         */
        post: operations["initSalaryWorkerCumTask"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/salaryExpCompanyList/getbyprointc": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 预结算参建单位列表
         * @description 项目视角：按流程实例 proInstId 列出各参建单位的预结算汇总、本期产值、人工费占比与确认状态（/wagesconfirm）。
         *     confirmStatus：0 待提交，1 待确认，2 已确认，3 已退回。
         */
        post: operations["listSalaryExpCompaniesByProInst"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/salaryExpCompanyList/company/getbyprointc": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 参建单位查看本单位预结算
         * @description 参建单位（劳务企业账号，source 10）按流程实例查看本单位的预结算汇总与确认状态；companyId 不传时取当前登录单位。
         */
        post: operations["getOwnSalaryExpCompanyByProInst"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/salaryExpCompanyList/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 确认参建单位预结算
         * @description 项目对参建单位提交的预结算作出确认（confirmStatus 2）或退回（3，须填意见）。全部参建单位确认后预结算记录变为 2 已确认。
         */
        post: operations["confirmSalaryExpCompany"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/salaryExpCompanyList/updateconfirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 更正参建单位确认结果
         * @description 已确认（或已退回）的参建单位预结算在资金来源确认前更正确认结果，须填写更正原因；改为退回时该单位重新进入 0 待提交。
         */
        post: operations["updateSalaryExpCompanyConfirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/salaryExpCompanyList/updatestatus": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 批量更新参建单位预结算状态
         * @description 管理员批量调整参建单位预结算的状态（例如把超期未提交的单位标记为待确认，或整体退回重报）。
         *     status：0 待提交，1 待确认，2 已确认，3 已退回。
         */
        post: operations["updateSalaryExpCompanyStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/salaryExpTeamList/getbycompanyid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 参建单位预结算班组列表
         * @description 参建单位下各班组的预结算汇总、班组产值与提交状态。submitStatus：0 未提交，1 已提交，2 已退回。
         */
        post: operations["listSalaryExpTeamsByCompany"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/salaryExpWorkerList/getbyteamid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 班组预结算工人分页
         * @description 班组长维护本班组工人的出勤天数、日工资、扣款与已发（/wagesmaintenance）。confirmStatus：0 未确认，1 已确认，2 有异议。
         */
        post: operations["pageSalaryExpWorkersByTeam"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/salaryExpWorkerList/commitWorkerList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 班组提交工人工资表
         * @description 班组长保存并提交本班组工人明细，班组 submitStatus 变为 1 已提交；所有班组提交后参建单位可汇总提交。
         */
        post: operations["commitSalaryExpTeamWorkers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/salaryExpWorkerList/company/commitWorkerList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 参建单位提交工资表
         * @description 参建单位汇总下属班组已提交的工人明细，整体提交给项目确认（单位 confirmStatus 0 → 1）。有未提交班组时返回失败并给出班组名称。
         */
        post: operations["commitSalaryExpCompanyWorkers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/salaryExpWorkerList/saveTeamOutput": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 填报班组本期产值
         * @description 班组本期完成产值（元），用于计算人工费占比、核对工资合理性。
         */
        post: operations["saveSalaryExpTeamOutput"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/salaryExpWorkerList/saveCompanyOutput": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 填报参建单位本期产值
         * @description 参建单位本期完成产值（元）；不填时按下属班组产值合计。
         */
        post: operations["saveSalaryExpCompanyOutput"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/salaryExpWorkerList/listFile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 班组工资表附件列表
         * @description 班组预结算的附件（签字工资表、考勤表、借支凭证等；bizId 为班组预结算记录 ID expTeamId）。
         */
        post: operations["listSalaryExpWorkerFiles"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/salaryExpWorkerList/saveFile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 保存班组工资表附件
         * @description 把已上传（/star/resSysFile/fileUpload）的签字工资表等挂到班组预结算上（bizId 为 expTeamId）。
         */
        post: operations["saveSalaryExpWorkerFiles"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/salaryExpWorkerList/confirmAll": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 一键确认全部工人
         * @description 把预结算（或指定班组）中所有未确认的工人明细标记为已确认（confirmStatus 1）；有异议（2）的工人不受影响。
         */
        post: operations["confirmAllSalaryExpWorkers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/salaryExpList/emergencyList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 应急支付分页
         * @description 应急支付（工人急需用钱、离场结算、讨薪信访等情况下，先于月度代发单独支付）的申请列表。
         *     status：0 审批中，1 待支付，2 已支付，3 已驳回，4 已撤销。
         */
        post: operations["pageEmergencyPayments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/salaryExpList/emergencyDetail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 应急支付详情
         * @description 应急支付申请的详情：支付工人明细（出勤、应发、已发、未发与本次应急支付金额）、证明材料与审批意见。
         */
        get: operations["getEmergencyPaymentDetail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/salaryExpWorkerList/emergencyExp/attWorkerPage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 应急支付可选工人分页
         * @description 发起应急支付时选择工人：列出该周期有出勤的工人及其应发、已发、未发；emergencyAmount 为建议金额（默认等于未发），
         *     inProgress 为 true 的工人已在其他应急支付流程中，不能重复选择。
         */
        post: operations["pageEmergencyAttendanceWorkers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/salaryExpWorkerList/emergencyExp/startTask": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 发起应急支付
         * @description 选定工人与金额后发起应急支付流程（status 0 审批中）；每人金额不得超过其未发工资，已在流程中的工人不能重复发起。支付后金额计入该周期已发。
         */
        post: operations["startEmergencyPaymentTask"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/laborwagestrouble/wages/trouble/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 问题工资项目分页
         * @description 问题工资管理主列表：按项目、周期登记的问题工资记录（代发失败、欠薪投诉、银行卡异常等）。
         *     状态流转：0 待处理 →（登记工人、上传凭证或对公支付）1 处理中 →（全部确认）2 已完成；审核不通过为 3 已驳回。
         */
        post: operations["listTroubleWagesProjects"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/laborwagestrouble/wages/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 导出问题工资项目
         * @description 按问题工资记录分页的筛选条件导出 Excel（Blob，60 秒超时，不自动弹错误提示）。
         */
        post: operations["exportTroubleWagesProjects"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/laborwagestrouble/listbycumid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 按代发单查询问题工资工人
         * @description 取某张代发单（cumId）中发放失败或欠发的工人行，登记问题工资时从中勾选。
         */
        post: operations["listTroubleWorkersByCumId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/laborwagestrouble/listbyproinstid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 按流程实例查询问题工资工人
         * @description 审批页（待办打开）按流程实例 proInstId 取该问题工资记录的工人明细。
         */
        post: operations["listTroubleWorkersByProInstId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/laborwagestrouble/wages/trouble/worker/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 登记问题工资工人
         * @description 新建（不带 troubleId）或追加问题工资记录的工人。新建时返回问题工资记录 ID，记录状态为 0 待处理。
         */
        post: operations["saveTroubleWagesWorkers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/laborwagestrouble/worker/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 问题工资工人列表
         * @description 某条问题工资记录的工人明细（应发、已发、问题金额、处理状态）。
         */
        post: operations["listTroubleWorkers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/laborwagestrouble/worker/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 修改问题工资工人
         * @description 修改一名工人的问题金额、收款银行卡与说明（凭证已确认的行不可改）。
         */
        post: operations["updateTroubleWorker"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/laborwagestrouble/worker/voucher/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 工人支付凭证列表
         * @description 某名问题工资工人（或整条记录）已上传的支付凭证。
         */
        post: operations["listTroubleWorkerVouchers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/laborwagestrouble/worker/voucher/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 上传工人支付凭证
         * @description 为问题工资工人上传支付凭证（先用 /star/resSysFile/fileUpload 上传文件，再提交文件地址）。保存后该工人处理状态变为 1 凭证待确认，确认后变为 2 已确认。
         */
        post: operations["saveTroubleWorkerVoucher"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/laborwagestrouble/company/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 问题工资责任单位列表
         * @description 问题工资记录涉及的参建单位及其应承担金额、对公支付情况。
         */
        post: operations["listTroubleCompanies"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/laborwagestrouble/company/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 新增问题工资责任单位
         * @description 为问题工资记录指定责任单位及应承担金额（同一记录内单位不可重复）。
         */
        post: operations["addTroubleCompany"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/laborwagestrouble/company/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 修改问题工资责任单位
         * @description 修改问题工资记录中的一个责任单位：单位、涉及金额、联系人、电话与备注。不分页。控制台中由「问题工资」（/wages/trouble）使用。
         */
        post: operations["updateTroubleCompany"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/laborwagestrouble/company/public/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 保存对公支付凭证
         * @description 对公支付凭证上传页（路由 /publicToPublicPayment）：责任单位向项目工资专户对公转账后，登记付款账户、金额与回单。保存后状态为 0 待提交，再经“发起对公支付确认”进入流程。
         */
        post: operations["saveTroublePublicPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/laborwagestrouble/company/public/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 对公支付记录列表
         * @description 问题工资记录或责任单位的对公支付记录（含回单与确认结果）。
         */
        post: operations["listTroublePublicPayments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/laborwagestrouble/wages/troubley/project/public/task": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 发起对公支付确认
         * @description 把已保存（0 待提交）或被驳回的对公支付提交为项目确认流程，返回流程实例 proInstId；状态变为 1 待确认，项目在 /publictoPublicApproval 确认。
         */
        post: operations["startTroublePublicPaymentTask"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/laborwagestrouble/company/public/payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 确认对公支付
         * @description 对公支付确认页（路由 /publictoPublicApproval）的确认或驳回。确认后状态 2 已确认，责任单位已支付金额增加；驳回为 3 已驳回，单位可修改后重新发起。
         */
        post: operations["confirmTroublePublicPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/laborwagestrouble/wages/trouble/month/voucher/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 问题工资月度凭证分页
         * @description 按项目、月份汇总问题工资与凭证上传情况，用于督办凭证补传。
         */
        post: operations["listTroubleMonthVouchers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/laborwagestrouble/wages/trouble/voucher/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 问题工资支付凭证分页
         * @description 查询问题工资的支付凭证：项目、期间、支付金额、凭证文件与审核状态。分页：请求体字段 pageNum/pageSize（第一页为 1，默认每页 10 条），应答 data 为 PageData（list 与 total）。控制台中由「问题工资」（/wages/trouble）使用。
         */
        post: operations["listTroubleVouchers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/laborwagestrouble/wages/trouble/project/public/pament/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 项目对公支付分页
         * @description 按项目查看问题工资的对公支付记录（路径中的 pament 为原接口拼写）。
         */
        post: operations["listTroubleProjectPublicPayments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/laborwagestrouble/exportpublic": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 导出项目对公支付
         * @description 按项目对公支付分页的条件导出 Excel（种子未标 blob，按 001 §5“导出调用以 Blob 接收”处理）。
         */
        post: operations["exportTroubleProjectPublicPayments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/salaryTroubleList/projectlist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 问题工资项目汇总列表
         * @description 组织（公司、分公司）下各项目的问题工资汇总：记录数、人数、金额、处理率。点击项目进入问题工资记录。
         */
        post: operations["listSalaryTroubleProjects"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/salaryTroubleList/projectbyproinstid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 按流程实例查询问题工资项目
         * @description 待办审批页按流程实例 proInstId 取项目汇总、问题工资记录与责任单位。
         */
        post: operations["getSalaryTroubleProjectByProInstId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/salaryTroubleList/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 问题工资清单分页
         * @description 跨项目的问题工资工人清单（每行一名工人一个周期），组织级督办使用。
         */
        post: operations["listSalaryTroubleItems"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/salaryTroubleList/exportpage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 导出问题工资清单
         * @description 按问题工资清单分页的条件导出 Excel（按 001 §5 导出调用以 Blob 接收）。
         */
        post: operations["exportSalaryTroubleItems"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/resSysFile/fileUpload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 上传工资附件
         * @description 工资模块的附件上传（支付凭证、对公回单、确认单扫描件等），multipart 表单，文件字段 file。返回的文件信息随凭证或对公支付一起保存。
         */
        post: operations["uploadWagesFile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/laborwageaccount/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 工资专户台账分页
         * @description 各项目农民工工资专用账户台账：开户行、账号、余额、本月收支与账户状态。
         */
        post: operations["listWageAccountLedger"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/laborwageaccount/exportData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 导出工资专户台账
         * @description 种子未写方法（清单为 ANY），与台账分页一致选用 POST JSON。
         */
        post: operations["exportWageAccountLedger"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/salaryCumList/coredata": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 工资核心数据台账分页
         * @description 按项目、月份的工资核心数据（在册、出勤、发放人数，应发、实发、欠发金额，发放率，问题工资）。每月锁定后作为上报口径。
         */
        post: operations["listSalaryCoreDataLedger"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/salaryCumList/exportcoredata": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 导出工资核心数据台账
         * @description 种子未写方法（清单为 ANY），与台账分页一致选用 POST JSON。
         */
        post: operations["exportSalaryCoreDataLedger"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/salaryCumList/coredatalock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 锁定并导出工资核心数据
         * @description 种子把它列为 Blob 导出，名称又含 lock：按“锁定所选月份的核心数据（lockStatus 置 1，之后不再随代发变化）并返回锁定快照 Excel”设计，待后端确认。
         *     种子未写方法（清单为 ANY），与台账分页一致选用 POST JSON。
         */
        post: operations["lockExportSalaryCoreData"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/deposit/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 工资保证金台账分页
         * @description 各项目农民工工资保证金的缴存方式、金额、期限、返还与动用情况。
         */
        post: operations["listDepositLedger"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/deposit/exportData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 导出工资保证金台账
         * @description 种子未写方法（清单为 ANY），与台账分页一致选用 POST JSON。
         */
        post: operations["exportDepositLedger"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/laborsalaryinitlist/wages/company/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 初始工资清单（单位）分页
         * @description 系统上线前各参建单位的累计工资初始数据（合同额、产值、应发、已发、欠发）。工资预结算发起后（见 isExp）不可再修改。
         */
        post: operations["listInitSalaryCompanies"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/laborsalaryinitlist/wages/company/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 导入初始工资清单（单位）
         * @description 按模板（GET temp/export）填写后上传；同一项目同一单位已存在时覆盖。返回逐行校验结果。
         */
        post: operations["importInitSalaryCompanies"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/laborsalaryinitlist/wages/company/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 导出初始工资清单（单位）
         * @description 把初始工资清单（单位维度）导出为 Excel，列与 listInitSalaryCompanies 相同。不分页：导出与列表相同筛选条件下的全部行。控制台中由「工资初始名单」（/wages/initList）使用。
         */
        post: operations["exportInitSalaryCompanies"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/laborsalaryinitlist/wages/company/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 修改初始工资清单（单位）
         * @description 工资预结算发起后不可修改（服务端返回 code 非 0 与原因）。
         */
        post: operations["editInitSalaryCompany"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/laborsalaryinitlist/wages/company/temp/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 下载初始工资清单（单位）导入模板
         * @description 下载初始工资清单（单位）的导入模板（只有表头的 Excel），填好后用导入调用上传。不分页：模板只有表头。控制台中由「工资初始名单」（/wages/initList）使用。
         */
        get: operations["downloadInitSalaryCompanyTemplate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/laborsalaryinitlist/wages/team/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 初始工资清单（班组）分页
         * @description 系统上线前各班组的累计出勤工日与工资初始数据。
         */
        post: operations["listInitSalaryTeams"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/laborsalaryinitlist/wages/team/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 导入初始工资清单（班组）
         * @description 上传填好的初始工资清单（班组）表格（multipart，字段 file 与 projectId），后端逐行校验后写入，应答给出导入结果。不分页。控制台中由「工资初始名单」（/wages/initList）使用。
         */
        post: operations["importInitSalaryTeams"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/laborsalaryinitlist/wages/team/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 导出初始工资清单（班组）
         * @description 把初始工资清单（班组维度）导出为 Excel，列与 listInitSalaryTeams 相同。不分页：导出与列表相同筛选条件下的全部行。控制台中由「工资初始名单」（/wages/initList）使用。
         */
        post: operations["exportInitSalaryTeams"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/laborsalaryinitlist/wages/team/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 修改初始工资清单（班组）
         * @description 修改初始工资清单中一个班组的出勤天数、应发、已发金额与备注。不分页。控制台中由「工资初始名单」（/wages/initList）使用。
         */
        post: operations["editInitSalaryTeam"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/laborsalaryinitlist/wages/team/temp/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 下载初始工资清单（班组）导入模板
         * @description 下载初始工资清单（班组）的导入模板（只有表头的 Excel）。不分页：模板只有表头。控制台中由「工资初始名单」（/wages/initList）使用。
         */
        get: operations["downloadInitSalaryTeamTemplate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/laborsalaryinitlist/wages/worker/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 初始工资清单（工人）分页
         * @description 系统上线前每名工人的累计出勤与工资初始数据，代发与欠薪核对的起点。
         */
        post: operations["listInitSalaryWorkers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/laborsalaryinitlist/wages/worker/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 导入初始工资清单（工人）
         * @description 按身份证号匹配项目在册工人；未匹配的行列入失败明细。
         */
        post: operations["importInitSalaryWorkers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/laborsalaryinitlist/wages/worker/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 导出初始工资清单（工人）
         * @description 把初始工资清单（工人维度）导出为 Excel，列与 listInitSalaryWorkers 相同。不分页：导出与列表相同筛选条件下的全部行。控制台中由「工资初始名单」（/wages/initList）使用。
         */
        post: operations["exportInitSalaryWorkers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/laborsalaryinitlist/wages/worker/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 修改初始工资清单（工人）
         * @description 修改初始工资清单中一名工人的出勤天数、应发、已发金额与备注。不分页。控制台中由「工资初始名单」（/wages/initList）使用。
         */
        post: operations["editInitSalaryWorker"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/laborsalaryinitlist/wages/worker/temp/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 下载初始工资清单（工人）导入模板
         * @description 下载初始工资清单（工人）的导入模板（只有表头的 Excel）。不分页：模板只有表头。控制台中由「工资初始名单」（/wages/initList）使用。
         */
        get: operations["downloadInitSalaryWorkerTemplate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/salaryExpList/isExp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 查询是否已发起工资预结算
         * @description 初始工资清单页据此决定能否导入、修改：项目已发起过工资预结算（isExp 为 true）后初始数据锁定。
         */
        get: operations["checkSalaryExpStarted"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/laborwagesattend/task/project/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 考勤确认任务（项目）分页
         * @description 每月按项目生成的考勤确认任务。状态：0 待确认（已生成，班组未确认）→ 1 确认中（部分班组已确认）→ 2 已确认（项目确认通过）→ 3 已提交（提交给工资预结算）。
         *     待确认的任务可删除（task/delatt）。
         */
        post: operations["listWagesAttendProjectTasks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/laborwagesattend/exportTask": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 导出考勤确认任务
         * @description 把项目考勤确认任务按当前筛选条件导出为 Excel，列与 listWagesAttendProjectTasks 相同。考勤任务可提交或删除（submitWagesAttendTask、deleteWagesAttendTask；种子 001 §4）。不分页：导出与列表相同筛选条件下的全部行。控制台中由「考勤确认任务」（/wages/attendConfirm）使用。
         */
        post: operations["exportWagesAttendProjectTasks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/laborwagesattend/task/team/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 考勤确认任务（班组）分页
         * @description 某项目任务下各班组的确认进度。班组状态：0 待确认，1 已确认，2 已驳回（项目退回班组重新确认）。
         */
        post: operations["listWagesAttendTeamTasks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/laborwagesattend/taskTeam": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 考勤任务的班组列表
         * @description 不分页取某项目任务下的全部班组（任务详情页的班组页签与下拉）。
         */
        post: operations["listWagesAttendTaskTeams"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/laborwagesattend/project/task/option": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 项目考勤任务下拉
         * @description 项目的考勤确认任务（按周期倒序），value 为任务 ID，label 为周期与状态。
         */
        post: operations["listWagesAttendTaskOptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/laborwagesattend/task/submitAtt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 提交考勤
         * @description 把已确认（状态 2）的考勤任务提交给工资预结算，状态变为 3 已提交；提交后不可再调整工日。
         */
        post: operations["submitWagesAttendTask"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/laborwagesattend/task/delatt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 删除考勤任务
         * @description 删除待确认（状态 0）的考勤确认任务及其班组、工人明细；已有班组确认的任务不可删除。
         */
        post: operations["deleteWagesAttendTask"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/laborwagesattend/task/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 项目确认考勤任务
         * @description 全部班组确认后由项目确认（状态 1 → 2）；驳回时指定退回的班组，这些班组回到 2 已驳回。种子只写了“task confirm”，路径与请求体为设计。
         */
        post: operations["confirmWagesAttendTask"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/laborwagesattend/task/addition": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 补录考勤
         * @description 考勤补录（路由 /attendanceSupplementrecording、/subcontracting）：为任务中的工人补录漏打卡的出勤日，补录工日计入确认工日。任务提交后不可补录。种子只写了“addition”，路径与请求体为设计。
         */
        post: operations["addWagesAttendAddition"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/laborwagesattend/task/team/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 班组确认考勤
         * @description 班组长确认本班组工人的工日（班组状态 0/2 → 1）；全部班组确认后项目任务进入待项目确认。种子只写了“team variant”，路径与请求体为设计。
         */
        post: operations["confirmWagesAttendTeamTask"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/laborwagesattend/task/worker/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 考勤确认工人明细分页
         * @description 工人考勤确认页（路由 /attendanceConfirmation）：系统考勤天数、补录工日、确认工日与加班。工人状态：0 待确认，1 已确认，2 有异议。种子只写了“worker variant”，路径与字段为设计。
         */
        post: operations["listWagesAttendWorkers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/laborwagesattend/task/worker/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 调整工人确认工日
         * @description 班组或项目调整工人的确认工日与加班小时（任务提交前）。种子只写了“worker variant”，路径与请求体为设计。
         */
        post: operations["updateWagesAttendWorker"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/laborwagesattend/task/worker/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 工人确认考勤
         * @description 工人（或班组代为）确认本人工日，明细状态变为 1 已确认；result 为 2 时登记异议。种子只写了“worker variant”，路径与请求体为设计。
         */
        post: operations["confirmWagesAttendWorkers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/laborwagesattend/task/company/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 考勤确认（单位）分页
         * @description 按参建单位汇总考勤确认进度，劳务企业确认本单位工日。单位状态：0 待确认，1 已确认，2 已驳回。种子只写了“company variant”，路径与字段为设计。
         */
        post: operations["listWagesAttendCompanies"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/laborwagesattend/task/company/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 单位确认考勤
         * @description 劳务企业确认（或驳回）本单位各班组的工日；驳回时班组回到 2 已驳回。种子只写了“company variant”，路径与请求体为设计。
         */
        post: operations["confirmWagesAttendCompany"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/baseConfig/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 工资基础配置分页
         * @description 工资规则配置：组织默认配置与项目配置（发薪日、考勤确认截止日、代发方式、工资专户、短信提醒、代发失败自动生成问题工资）。项目未单独配置时沿用所属组织的默认配置。
         */
        post: operations["listWagesBaseConfigs"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/baseConfig/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 工资基础配置详情
         * @description 按配置 ID 或项目 ID 取配置；按项目取时返回项目生效的配置（项目未单独配置则为组织默认配置）。
         */
        get: operations["getWagesBaseConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/baseConfig/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 新增工资基础配置
         * @description 同一组织（默认配置）或同一项目只能有一条配置。
         */
        post: operations["addWagesBaseConfig"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/baseConfig/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 修改工资基础配置
         * @description 修改工资基础配置：配置层级、发薪日、考勤确认日、代发方式、工资专户与短信提醒。不分页。控制台中由「基础配置」（/wages/baseConfig）使用。种子没有写出这个调用的路径，路径与字段由我们设计（x-inferred），待后端确认。
         */
        post: operations["editWagesBaseConfig"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/baseConfig/del": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 删除工资基础配置
         * @description 删除项目配置后项目沿用组织默认配置；组织默认配置在其下仍有项目沿用时不可删除。
         */
        post: operations["deleteWagesBaseConfigs"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/landAreaList/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 属地（地区）分页
         * @description 工资监管的属地列表（行政区划与对应人社监管部门），项目按属地归口上报工资数据。id 即行政区划代码。
         */
        post: operations["listWagesLandAreas"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/landAreaList/tree": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 属地树
         * @description 省、市、区县三级属地树，供工资基础配置与台账筛选选择属地；停用的地区 uncontrol 为 true。
         */
        post: operations["getWagesLandAreaTree"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/landAreaList/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 属地详情
         * @description 读取一个属地区域：名称、上级、层级、主管部门与联系人。不分页。控制台中由「属地区域」（/wages/landArea）使用。种子没有写出这个调用的路径，路径与字段由我们设计（x-inferred），待后端确认。
         */
        get: operations["getWagesLandArea"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/landAreaList/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 新增属地
         * @description id 取行政区划代码，不可与已有地区重复。
         */
        post: operations["addWagesLandArea"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/landAreaList/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 修改属地
         * @description 修改属地区域的名称、上级、层级、主管部门、联系人、排序与状态。不分页。控制台中由「属地区域」（/wages/landArea）使用。种子没有写出这个调用的路径，路径与字段由我们设计（x-inferred），待后端确认。
         */
        post: operations["editWagesLandArea"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/landAreaList/del": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 删除属地
         * @description 仍有下级地区或项目归属的地区不可删除。
         */
        post: operations["deleteWagesLandAreas"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/smsReceiveList/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 工资短信接收人分页
         * @description 接收工资类短信提醒的人员（发薪日、考勤确认截止、代发失败与问题工资、专户余额不足、保证金到期）。
         */
        post: operations["listWagesSmsReceivers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/smsReceiveList/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 工资短信接收人详情
         * @description 读取一名工资短信接收人：项目、姓名、手机号、岗位、接收类型与状态。不分页。控制台中由「短信接收人」（/wages/smsReceive）使用。种子没有写出这个调用的路径，路径与字段由我们设计（x-inferred），待后端确认。
         */
        get: operations["getWagesSmsReceiver"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/smsReceiveList/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 新增工资短信接收人
         * @description 同一项目同一手机号只能登记一次。
         */
        post: operations["addWagesSmsReceiver"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/smsReceiveList/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 修改工资短信接收人
         * @description 修改工资短信接收人的姓名、手机号、岗位、接收类型与状态。不分页。控制台中由「短信接收人」（/wages/smsReceive）使用。种子没有写出这个调用的路径，路径与字段由我们设计（x-inferred），待后端确认。
         */
        post: operations["editWagesSmsReceiver"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/smsReceiveList/updateStatus": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 启用或停用工资短信接收人
         * @description 启用或停用一名工资短信接收人（status），停用后不再收到工资相关短信。不分页。控制台中由「短信接收人」（/wages/smsReceive）使用。种子没有写出这个调用的路径，路径与字段由我们设计（x-inferred），待后端确认。
         */
        post: operations["updateWagesSmsReceiverStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/smsReceiveList/del": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 删除工资短信接收人
         * @description 删除所选工资短信接收人（ids）。不分页。控制台中由「短信接收人」（/wages/smsReceive）使用。种子没有写出这个调用的路径，路径与字段由我们设计（x-inferred），待后端确认。
         */
        post: operations["deleteWagesSmsReceivers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/report/project/output/collect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 项目产值与工资汇总
         * @description 项目级按月的产值、应发工资、工资占产值比与问题工资金额（图表直接用 months 绘制柱线图）。/pc 服务字段为 snake_case。
         */
        get: operations["getProjectOutputSalaryCollect"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/report/project/salary/month/collect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 项目月度工资汇总
         * @description 项目某月的应发、实发、欠发、发放率与问题工资，并按参建单位拆分（饼图、柱图与表格）。/pc 服务字段为 snake_case。
         */
        get: operations["getProjectSalaryMonthCollect"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description 工资任务、预结算、代发、资金来源、应急支付等列表的查询条件（JSON 体，pageNum/pageSize） */
        WagesSalaryPageQuery: components["schemas"]["PageQuery"] & {
            /** @description 组织 ID（总公司、分公司或项目）；不传时取当前登录身份 */
            orgId?: number;
            /** @description 项目 ID */
            projectId?: number;
            /** @description 项目名称（模糊查询） */
            projectName?: string;
            /** @description 参建单位 ID */
            companyId?: number;
            /** @description 工资周期 YYYY-MM */
            period?: string;
            /** @description 起始周期 YYYY-MM */
            startPeriod?: string;
            /** @description 截止周期 YYYY-MM */
            endPeriod?: string;
            /** @description 状态（取值见对应列表行的 status 说明） */
            status?: number;
            /** @description 类型（工资任务 taskType、预结算 expType 或代发 payType，取值见对应列表） */
            type?: number;
        };
        /** @description 请求体中的分页参数（pageNum/pageSize） */
        PageQuery: {
            /**
             * @description 页码
             * @default 1
             */
            pageNum?: number;
            /**
             * @description 每页条数
             * @default 10
             */
            pageSize?: number;
        };
        /**
         * @description 所有 JSON 应答的统一信封。成功判定见 SDK 的错误目录：`code` 缺省、null、0、200、300（或 400）或 `status` 为 10016/10004 视为成功；
         *     `status` 存在且不为 0、10004、10016 时失败；`code` 为 422 表示需要重新登录。
         */
        Envelope: {
            /** @description 业务码；0 为成功 */
            code: number | null;
            /** @description 部分服务使用的状态码；0、10004、10016 为成功 */
            status?: number;
            /** @description 提示消息 */
            msg: string;
            /** @description 部分服务用 result 携带消息或数据 */
            result?: unknown;
        };
        /** @description 分页结果（两种分页参数共用） */
        PageData: {
            /** @description 总条数 */
            total: number;
            /** @description 当前页码 */
            pageNum?: number;
            /** @description 每页条数 */
            pageSize?: number;
            /** @description 当前页数据（数组；每行的结构由各调用给出，与这里合并后即为该行类型） */
            list: unknown;
        };
        /** @description 工资任务（每个项目每个周期一条流程） */
        WagesSalaryTask: {
            /** @description 任务 ID */
            id: number;
            /** @description 流程实例 ID */
            proInstId: string;
            /** @description 对应预结算记录 ID */
            expId?: number;
            /** @description 工资周期 YYYY-MM */
            period: string;
            /** @description 任务名称 */
            taskName?: string;
            /** @description 发起方式：1 系统按月自动发起，2 手动预结算发起，3 其他预结算 */
            taskType?: number;
            /** @description 项目 ID */
            projectId: number;
            /** @description 项目名称 */
            projectName?: string;
            /** @description 所属分公司 ID */
            branchId?: number;
            /** @description 所属分公司名称 */
            branchName?: string;
            /** @description 当前环节（班组维护、参建单位确认、资金来源确认、代发、已办结、已撤销） */
            currentNode?: string;
            /** @description 状态：0 进行中，1 已完成，2 已撤销，3 已驳回 */
            status: number;
            /** @description 发起人（系统自动发起为“系统”） */
            initiatorName?: string;
            /** @description 发起时间 YYYY-MM-DD HH:mm:ss */
            startTime?: string;
            /** @description 结束时间；进行中为 null */
            endTime?: string | null;
        };
        /** @description 失败应答 */
        ErrorEnvelope: components["schemas"]["Envelope"] & {
            data?: null;
        };
        /** @description 项目预结算记录（每个项目每个周期一条） */
        WagesExpRecord: {
            /** @description 预结算记录 ID（expId） */
            id: number;
            /** @description 流程实例 ID */
            proInstId: string;
            /** @description 工资周期 YYYY-MM */
            period: string;
            /** @description 预结算类型：1 月度预结算，2 手动预结算，3 其他预结算 */
            expType?: number;
            /** @description 项目 ID */
            projectId: number;
            /** @description 项目名称 */
            projectName?: string;
            /** @description 分公司 ID */
            branchId?: number;
            /** @description 分公司名称 */
            branchName?: string;
            /** @description 参建单位数 */
            companyCount?: number;
            /** @description 班组数 */
            teamCount?: number;
            /** @description 状态：0 待维护，1 待确认，2 已确认，3 资金来源确认中，4 代发中，5 已完成，9 已撤销 */
            status: number;
            /** @description 发起人 */
            initiatorName?: string;
            /** @description 发起时间 YYYY-MM-DD HH:mm:ss */
            createTime?: string;
            /** @description 全部参建单位确认完成的时间 */
            confirmTime?: string | null;
        } & components["schemas"]["WagesSalaryAmounts"];
        /** @description 汇总金额（单位元，两位小数） */
        WagesSalaryAmounts: {
            /** @description 工人数 */
            workerCount: number;
            /** @description 出勤天数合计 */
            attendDays?: number;
            /** @description 应发工资（出勤天数 × 日工资） */
            payableAmount: number;
            /** @description 扣款（水电、住宿、罚款等） */
            deductAmount?: number;
            /** @description 已发（借支、生活费、代发、应急支付） */
            paidAmount?: number;
            /** @description 未发（应发 − 扣款 − 已发） */
            unpaidAmount: number;
        };
        /**
         * Format: binary
         * @description 文件内容
         */
        Binary: Blob;
        /** @description 组织预结算进度 */
        WagesExpOrgRow: {
            /** @description 组织 ID */
            orgId: number;
            /** @description 组织内部编号 */
            innerid?: string;
            /** @description 组织名称 */
            orgName: string;
            /**
             * @description 组织类型：gs 总公司，fgs 分公司，xm 项目
             * @enum {string}
             */
            orgType: "gs" | "fgs" | "xm";
            /** @description 工资周期 YYYY-MM */
            period: string;
            /** @description 预结算任务数 */
            taskCount: number;
            /** @description 待维护数 */
            maintainCount?: number;
            /** @description 待确认数 */
            confirmingCount?: number;
            /** @description 已确认（含资金确认、代发中）数 */
            confirmedCount?: number;
            /** @description 已完成数 */
            finishedCount?: number;
            /** @description 应发合计（元） */
            payableAmount?: number;
            /** @description 未发合计（元） */
            unpaidAmount?: number;
        };
        /** @description 按流程实例（工资任务）查询；可附带预结算 ID 与参建单位 ID */
        WagesExpProInstQuery: {
            /** @description 流程实例 ID（如 PI-2026-000123） */
            proInstId: string;
            /** @description 预结算记录 ID */
            expId?: number;
            /** @description 参建单位 ID（参建单位账号可不传，取当前单位） */
            companyId?: number;
        };
        /** @description 附件列表查询：bizId 为所属记录 ID（预结算 expId、代发 cumId、资金来源记录 ID 或班组预结算 expTeamId，视接口而定） */
        WagesSalaryFileQuery: {
            /** @description 所属记录 ID */
            bizId: number;
            /** @description 附件类型（取值见 WagesSalaryFile.fileType） */
            fileType?: number;
        };
        /** @description 工资相关附件 */
        WagesSalaryFile: {
            /** @description 附件 ID */
            id: number;
            /** @description 所属记录 ID */
            bizId: number;
            /** @description 附件类型：1 工资表，2 考勤表，3 工资发放表（签字），4 银行回单，5 资金来源证明，6 单位确认单，9 其他 */
            fileType: number;
            /** @description 文件名 */
            fileName: string;
            /** @description 文件地址 */
            fileUrl: string;
            /** @description 字节数 */
            fileSize?: number;
            /** @description 上传人 */
            uploaderName?: string;
            /** @description 上传时间 YYYY-MM-DD HH:mm:ss */
            uploadTime?: string;
        };
        /** @description 工资任务中班组的填报情况 */
        WagesExpTaskTeam: {
            /** @description 班组预结算记录 ID */
            expTeamId: number;
            /** @description 预结算记录 ID */
            expId?: number;
            /** @description 班组 ID */
            teamId: number;
            /** @description 班组名称 */
            teamName: string;
            /** @description 参建单位 ID */
            companyId?: number;
            /** @description 参建单位名称 */
            companyName?: string;
            /** @description 班组长 */
            leaderName?: string;
            /** @description 工人数 */
            workerCount?: number;
            /** @description 出勤天数合计 */
            attendDays?: number;
            /** @description 应发工资（元） */
            payableAmount?: number;
            /** @description 提交状态：0 未提交，1 已提交，2 已退回 */
            submitStatus: number;
            /** @description 提交时间；未提交为 null */
            submitTime?: string | null;
        };
        /** @description 无数据的操作应答（新增、编辑、删除、提交等） */
        OkEnvelope: components["schemas"]["Envelope"] & {
            /** @description 操作结果；部分接口返回新记录的 ID */
            data?: null | boolean | number | string;
        };
        /** @description 分公司、项目、参建单位、班组、工人、组织各级工资汇总的查询条件（导出时不传分页） */
        WagesSalaryLevelQuery: components["schemas"]["PageQuery"] & {
            /** @description 组织 ID；不传时取当前登录身份 */
            orgId?: number;
            /** @description 分公司 ID */
            branchId?: number;
            /** @description 项目 ID */
            projectId?: number;
            /** @description 参建单位 ID */
            companyId?: number;
            /** @description 班组 ID */
            teamId?: number;
            /** @description 工资周期 YYYY-MM（与起止周期二选一） */
            period?: string;
            /** @description 起始周期 YYYY-MM */
            startPeriod?: string;
            /** @description 截止周期 YYYY-MM */
            endPeriod?: string;
            /** @description 关键字（组织、单位、班组名称或工人姓名、身份证号） */
            keyword?: string;
            /** @description 只看有未发工资的行 */
            onlyUnpaid?: boolean;
        };
        /** @description 分公司工资汇总行 */
        WagesSalaryBranchRow: {
            /** @description 工资周期 YYYY-MM */
            period: string;
            /** @description 分公司 ID */
            branchId: number;
            /** @description 分公司名称 */
            branchName: string;
            /** @description 项目数 */
            projectCount?: number;
        } & components["schemas"]["WagesSalaryAmounts"];
        /** @description 项目工资汇总行 */
        WagesSalaryProjectRow: {
            /** @description 工资周期 YYYY-MM */
            period: string;
            /** @description 项目 ID */
            projectId: number;
            /** @description 项目名称 */
            projectName: string;
            /** @description 分公司 ID */
            branchId?: number;
            /** @description 分公司名称 */
            branchName?: string;
            /** @description 该周期工资任务的流程实例 ID；未发起为 null */
            proInstId?: string | null;
            /** @description 预结算状态：0 待维护，1 待确认，2 已确认，3 资金来源确认中，4 代发中，5 已完成，9 已撤销 */
            expStatus?: number;
            /** @description 参建单位数 */
            companyCount?: number;
        } & components["schemas"]["WagesSalaryAmounts"];
        /** @description 参建单位工资汇总行 */
        WagesSalaryCompanyRow: {
            /** @description 工资周期 YYYY-MM */
            period: string;
            /** @description 项目 ID */
            projectId?: number;
            /** @description 项目名称 */
            projectName?: string;
            /** @description 参建单位 ID */
            companyId: number;
            /** @description 参建单位名称 */
            companyName: string;
            /** @description 单位类型（劳务分包、专业分包、总包） */
            companyType?: string;
            /** @description 班组数 */
            teamCount?: number;
            /** @description 确认状态：0 待提交，1 待确认，2 已确认，3 已退回 */
            confirmStatus?: number;
        } & components["schemas"]["WagesSalaryAmounts"];
        /** @description 班组工资汇总行 */
        WagesSalaryTeamRow: {
            /** @description 工资周期 YYYY-MM */
            period: string;
            /** @description 项目 ID */
            projectId?: number;
            /** @description 项目名称 */
            projectName?: string;
            /** @description 参建单位 ID */
            companyId?: number;
            /** @description 参建单位名称 */
            companyName?: string;
            /** @description 班组 ID */
            teamId: number;
            /** @description 班组名称 */
            teamName: string;
            /** @description 班组长 */
            leaderName?: string;
        } & components["schemas"]["WagesSalaryAmounts"];
        /** @description 工人工资明细行 */
        WagesSalaryWorkerRow: {
            /** @description 工资周期 YYYY-MM */
            period: string;
            /** @description 项目 ID */
            projectId?: number;
            /** @description 项目名称 */
            projectName?: string;
            /** @description 工人 ID */
            workerId: number;
            /** @description 工人姓名 */
            workerName: string;
            /** @description 身份证号（脱敏） */
            idCard?: string;
            /** @description 工种 */
            workType?: string;
            /** @description 工种 ID（工资分析工种下拉的 value） */
            workTypeId?: number;
            /**
             * @description 人员类别（工资分析参数组 worker_category）：1 普通工人，2 班组长，3 特种作业人员
             * @enum {integer}
             */
            workerCategory?: 1 | 2 | 3;
            /**
             * @description 发放方式（工资分析参数组 pay_mode）：1 工资专户代发，2 企业直发
             * @enum {integer}
             */
            payMode?: 1 | 2;
            /** @description 班组 ID */
            teamId?: number;
            /** @description 班组名称 */
            teamName?: string;
            /** @description 参建单位 ID */
            companyId?: number;
            /** @description 参建单位名称 */
            companyName?: string;
            /** @description 出勤天数 */
            attendDays: number;
            /** @description 日工资（元） */
            dailyWage: number;
            /** @description 应发（元） */
            payableAmount: number;
            /** @description 扣款（元） */
            deductAmount?: number;
            /** @description 已发（元） */
            paidAmount?: number;
            /** @description 未发（元） */
            unpaidAmount: number;
            /** @description 工资卡开户行 */
            bankName?: string;
            /** @description 工资卡号（脱敏） */
            bankCardNo?: string;
        };
        /** @description 组织工资汇总行（总公司、分公司、项目） */
        WagesSalaryOrgRow: {
            /** @description 工资周期 YYYY-MM */
            period: string;
            /** @description 组织 ID */
            orgId: number;
            /** @description 组织内部编号 */
            innerid?: string;
            /** @description 组织名称 */
            orgName: string;
            /**
             * @description 组织类型：gs 总公司，fgs 分公司，xm 项目
             * @enum {string}
             */
            orgType: "gs" | "fgs" | "xm";
            /** @description 上级组织 ID（总公司为 0） */
            parentId?: number;
            /** @description 下属项目数 */
            projectCount?: number;
        } & components["schemas"]["WagesSalaryAmounts"];
        /** @description 代发任务（累计发放记录） */
        WagesCumRecord: {
            /** @description 代发任务 ID（cumId） */
            id: number;
            /** @description 预结算记录 ID */
            expId: number;
            /** @description 代发流程实例 ID */
            proInstId: string;
            /** @description 工资周期 YYYY-MM */
            period: string;
            /** @description 项目 ID */
            projectId: number;
            /** @description 项目名称 */
            projectName?: string;
            /** @description 分公司名称 */
            branchName?: string;
            /** @description 代发类型：1 全额代发，2 部分代发，3 尾款代发 */
            payType: number;
            /** @description 预结算工人数 */
            workerCount?: number;
            /** @description 本次发放成功（或计划发放）的工人数 */
            payWorkerCount?: number;
            /** @description 预结算应付（应发 − 扣款，元） */
            expAmount: number;
            /** @description 本次计划发放金额（元） */
            thisPayAmount?: number;
            /** @description 累计已发（含借支、之前各次代发与本次成功部分，元） */
            cumPaidAmount: number;
            /** @description 剩余未发（预结算应付 − 累计已发，元） */
            unpaidAmount: number;
            /** @description 发放日期 YYYY-MM-DD；未发放为 null */
            payDate?: string | null;
            /** @description 状态：0 待发放，1 审批中，2 发放中，3 已发放，4 已驳回 */
            status: number;
            /** @description 发起时间 YYYY-MM-DD HH:mm:ss */
            createTime?: string;
        };
        /** @description 代发任务班组、工人明细的查询条件 */
        WagesCumScopeQuery: components["schemas"]["PageQuery"] & {
            /** @description 代发任务 ID */
            cumId: number;
            /** @description 参建单位 ID */
            companyId?: number;
            /** @description 班组 ID */
            teamId?: number;
            /** @description 班组名称或工人姓名、身份证号 */
            keyword?: string;
            /** @description 工人发放状态：0 待发放，1 已发放，2 发放失败 */
            payStatus?: number;
        };
        /** @description 代发任务班组明细行 */
        WagesCumTeamRow: {
            /** @description 代发班组明细 ID（同一班组在每次代发里各有一行） */
            id: number;
            /** @description 代发任务 ID */
            cumId: number;
            /** @description 班组 ID */
            teamId: number;
            /** @description 班组名称 */
            teamName: string;
            /** @description 参建单位 ID */
            companyId?: number;
            /** @description 参建单位名称 */
            companyName?: string;
            /** @description 班组长 */
            leaderName?: string;
            /** @description 工人数 */
            workerCount?: number;
            /** @description 预结算应付（元） */
            expAmount: number;
            /** @description 本次计划发放（元） */
            thisPayAmount?: number;
            /** @description 累计已发（元） */
            cumPaidAmount: number;
            /** @description 剩余未发（元） */
            unpaidAmount: number;
        };
        /** @description 代发任务工人明细行 */
        WagesCumWorkerRow: {
            /** @description 代发工人明细 ID（同一工人在每次代发里各有一行） */
            id: number;
            /** @description 代发任务 ID */
            cumId: number;
            /** @description 工人 ID */
            workerId: number;
            /** @description 工人姓名 */
            workerName: string;
            /** @description 身份证号（脱敏） */
            idCard?: string;
            /** @description 班组名称 */
            teamName?: string;
            /** @description 参建单位名称 */
            companyName?: string;
            /** @description 工资卡开户行 */
            bankName?: string;
            /** @description 工资卡号（脱敏） */
            bankCardNo?: string;
            /** @description 预结算应付（元） */
            expAmount: number;
            /** @description 本次计划发放（元） */
            thisPayAmount: number;
            /** @description 累计已发（元） */
            cumPaidAmount?: number;
            /** @description 剩余未发（元） */
            unpaidAmount?: number;
            /** @description 发放状态：0 待发放，1 已发放，2 发放失败 */
            payStatus: number;
            /** @description 发放失败原因（银行返回） */
            failReason?: string | null;
            /** @description 到账时间 YYYY-MM-DD HH:mm:ss */
            payTime?: string | null;
        };
        /** @description 代发任务详情：代发记录、付款账户、当前环节与各参建单位金额 */
        WagesCumDetail: components["schemas"]["WagesCumRecord"] & {
            /** @description 当前流程环节 */
            currentNode?: string;
            /** @description 付款账户名（农民工工资专用账户） */
            payerAccountName?: string;
            /** @description 付款开户行 */
            payerBankName?: string;
            /** @description 付款账号（脱敏） */
            payerAccountNo?: string;
            /** @description 备注 */
            remark?: string | null;
            /** @description 各参建单位金额 */
            companies?: components["schemas"]["WagesCumCompanyAmount"][];
        };
        /** @description 代发任务中一个参建单位的金额 */
        WagesCumCompanyAmount: {
            /** @description 参建单位 ID */
            companyId: number;
            /** @description 参建单位名称 */
            companyName: string;
            /** @description 预结算应付（元） */
            expAmount: number;
            /** @description 本次计划发放（元） */
            thisPayAmount?: number;
            /** @description 累计已发（元） */
            cumPaidAmount: number;
            /** @description 剩余未发（元） */
            unpaidAmount?: number;
        };
        /** @description 代发任务中的对公支付记录 */
        WagesCumPublicPayment: {
            /** @description 对公支付记录 ID */
            id: number;
            /** @description 代发任务 ID */
            cumId: number;
            /** @description 收款参建单位 ID */
            companyId: number;
            /** @description 收款参建单位名称 */
            companyName: string;
            /** @description 收款账户名 */
            payeeAccountName?: string;
            /** @description 收款开户行 */
            payeeBankName?: string;
            /** @description 收款账号（脱敏） */
            payeeAccountNo?: string;
            /** @description 支付金额（元） */
            amount: number;
            /** @description 支付日期 YYYY-MM-DD */
            payDate?: string | null;
            /** @description 付款凭证地址；未上传为 null */
            voucherUrl?: string | null;
            /** @description 状态：0 待上传凭证，1 待确认，2 已确认，3 已退回 */
            status: number;
        };
        /** @description 保存附件（追加到所属记录） */
        WagesSalaryFileSaveBody: {
            /** @description 所属记录 ID */
            bizId: number;
            /** @description 文件列表 */
            files: components["schemas"]["WagesSalaryFileInput"][];
        };
        /** @description 要挂到记录上的文件（先经 /star/resSysFile/fileUpload 上传取得地址） */
        WagesSalaryFileInput: {
            /** @description 附件类型：1 工资表，2 考勤表，3 工资发放表（签字），4 银行回单，5 资金来源证明，6 单位确认单，9 其他 */
            fileType: number;
            /** @description 文件名 */
            fileName: string;
            /** @description 文件地址 */
            fileUrl: string;
            /** @description 字节数 */
            fileSize?: number;
        };
        /** @description 资金来源确认记录 */
        WagesCapitaSource: {
            /** @description 资金来源记录 ID */
            id: number;
            /** @description 资金来源确认流程实例 ID */
            proInstId: string;
            /** @description 预结算记录 ID */
            expId?: number;
            /** @description 工资周期 YYYY-MM */
            period: string;
            /** @description 项目 ID */
            projectId: number;
            /** @description 项目名称 */
            projectName?: string;
            /** @description 分公司名称 */
            branchName?: string;
            /** @description 本期需发放工资（应发 − 扣款，元） */
            needAmount: number;
            /** @description 业主拨付（元） */
            ownerPayAmount?: number;
            /** @description 总包垫付（元） */
            contractorAdvanceAmount?: number;
            /** @description 分包单位自筹（元） */
            companySelfAmount?: number;
            /** @description 其他来源（含动用工资保证金，元） */
            otherAmount?: number;
            /** @description 资金合计（元） */
            totalAmount: number;
            /** @description 资金缺口（本期需发放 − 资金合计，元） */
            gapAmount: number;
            /** @description 状态：0 待填报，1 审批中，2 已确认，3 已驳回 */
            status: number;
            /** @description 确认（或驳回）人 */
            confirmerName?: string | null;
            /** @description 确认（或驳回）时间 */
            confirmTime?: string | null;
            /** @description 发起时间 YYYY-MM-DD HH:mm:ss */
            createTime?: string;
        };
        /** @description 发起流程类操作的结果（新记录 ID 与流程实例 ID） */
        WagesSalaryTaskStarted: {
            /** @description 新记录 ID（预结算、代发任务、资金来源或应急支付记录） */
            id: number;
            /** @description 流程实例 ID */
            proInstId: string;
        };
        /** @description 资金来源确认详情 */
        WagesCapitaSourceDetail: components["schemas"]["WagesCapitaSource"] & {
            /** @description 说明（有资金缺口时必填） */
            remark?: string | null;
            /** @description 资金来源明细 */
            items?: components["schemas"]["WagesCapitaSourceItem"][];
            /** @description 证明材料 */
            files?: components["schemas"]["WagesSalaryFile"][];
        };
        /** @description 一项资金来源（详情） */
        WagesCapitaSourceItem: {
            /** @description 明细 ID */
            id: number;
        } & components["schemas"]["WagesCapitaSourceItemInput"];
        /** @description 一项资金来源（填报） */
        WagesCapitaSourceItemInput: {
            /**
             * @description 来源类型：1 业主拨付工程款，2 总包垫付，3 分包单位自筹，4 动用工资保证金，9 其他
             * @enum {integer}
             */
            sourceType: 1 | 2 | 3 | 4 | 9;
            /** @description 金额（元） */
            amount: number;
            /** @description 出资方 */
            payer?: string;
            /**
             * Format: date
             * @description 到账日期 YYYY-MM-DD
             */
            arriveDate?: string;
            /** @description 说明 */
            remark?: string;
        };
        /** @description 填报资金来源 */
        WagesCapitaSourceEditBody: {
            /** @description 资金来源记录 ID */
            id: number;
            /** @description 资金来源明细（整体替换） */
            items: components["schemas"]["WagesCapitaSourceItemInput"][];
            /** @description 说明（有资金缺口时必填） */
            remark?: string;
            /** @description 是否同时提交审批（false 只保存） */
            submit?: boolean;
        };
        /** @description 只带项目 ID 的请求体 */
        WagesExpProjectBody: {
            /** @description 项目 ID */
            projectId: number;
        };
        /** @description 项目某个工资周期的预结算情况 */
        WagesExpPeriod: {
            /** @description 工资周期 YYYY-MM */
            period: string;
            /** @description 状态：0 未发起，1 进行中，2 已完成 */
            status: number;
            /** @description 预结算记录 ID；未发起为 null */
            expId?: number | null;
            /** @description 是否可以手动发起 */
            canStart: boolean;
        };
        /** @description 预结算工人明细的查询条件（expId 必填，可按参建单位、班组、姓名与确认状态筛选） */
        WagesExpScopeQuery: components["schemas"]["PageQuery"] & {
            /** @description 预结算记录 ID */
            expId: number;
            /** @description 班组预结算记录 ID */
            expTeamId?: number;
            /** @description 参建单位 ID */
            companyId?: number;
            /** @description 班组 ID */
            teamId?: number;
            /** @description 工人姓名或身份证号 */
            keyword?: string;
            /** @description 确认状态：0 未确认，1 已确认，2 有异议 */
            confirmStatus?: number;
        };
        /** @description 工人预结算明细 */
        WagesExpWorker: {
            /** @description 工人预结算记录 ID */
            id: number;
            /** @description 预结算记录 ID */
            expId: number;
            /** @description 班组预结算记录 ID */
            expTeamId?: number;
            /** @description 工人 ID */
            workerId: number;
            /** @description 工人姓名 */
            workerName: string;
            /** @description 身份证号（脱敏） */
            idCard?: string;
            /** @description 工种 */
            workType?: string;
            /** @description 班组 ID */
            teamId?: number;
            /** @description 班组名称 */
            teamName?: string;
            /** @description 参建单位 ID */
            companyId?: number;
            /** @description 参建单位名称 */
            companyName?: string;
            /** @description 出勤天数 */
            attendDays: number;
            /** @description 日工资（元） */
            dailyWage: number;
            /** @description 应发（元） */
            payableAmount: number;
            /** @description 扣款（元） */
            deductAmount?: number;
            /** @description 已发（借支、生活费，元） */
            paidAmount?: number;
            /** @description 未发（元） */
            unpaidAmount: number;
            /** @description 工资卡开户行 */
            bankName?: string;
            /** @description 工资卡号（脱敏） */
            bankCardNo?: string;
            /** @description 工人确认状态：0 未确认，1 已确认，2 有异议 */
            confirmStatus: number;
            /** @description 备注 */
            remark?: string | null;
        };
        /** @description 保存预结算工人明细（只保存不提交） */
        WagesExpWorkerSaveBody: {
            /** @description 预结算记录 ID */
            expId: number;
            /** @description 修改的工人 */
            workers: components["schemas"]["WagesExpWorkerEdit"][];
        };
        /** @description 维护一名工人的预结算数据 */
        WagesExpWorkerEdit: {
            /** @description 工人预结算记录 ID；新增工人时为 null */
            id?: number | null;
            /** @description 工人 ID */
            workerId: number;
            /** @description 出勤天数 */
            attendDays: number;
            /** @description 日工资（元） */
            dailyWage: number;
            /** @description 应发（元）；不传时按出勤天数 × 日工资计算 */
            payableAmount?: number;
            /** @description 扣款（元） */
            deductAmount?: number;
            /** @description 已发（元） */
            paidAmount?: number;
            /** @description 备注 */
            remark?: string | null;
        };
        /** @description 作用于整个预结算或其中一个班组的操作 */
        WagesExpScopeBody: {
            /** @description 预结算记录 ID */
            expId: number;
            /** @description 班组预结算记录 ID；不传时作用于整个预结算 */
            expTeamId?: number;
        };
        /** @description 参建单位预结算记录 */
        WagesExpCompany: {
            /** @description 参建单位预结算记录 ID（expCompanyId） */
            id: number;
            /** @description 预结算记录 ID */
            expId: number;
            /** @description 流程实例 ID */
            proInstId: string;
            /** @description 工资周期 YYYY-MM */
            period?: string;
            /** @description 项目 ID */
            projectId?: number;
            /** @description 项目名称 */
            projectName?: string;
            /** @description 参建单位 ID */
            companyId: number;
            /** @description 参建单位名称 */
            companyName: string;
            /** @description 单位类型（劳务分包、专业分包、总包） */
            companyType?: string;
            /** @description 班组数 */
            teamCount?: number;
            /** @description 工人数 */
            workerCount?: number;
            /** @description 出勤天数合计 */
            attendDays?: number;
            /** @description 应发（元） */
            payableAmount?: number;
            /** @description 扣款（元） */
            deductAmount?: number;
            /** @description 已发（元） */
            paidAmount?: number;
            /** @description 未发（元） */
            unpaidAmount?: number;
            /** @description 本期产值（元） */
            outputAmount?: number;
            /** @description 产值说明（填报本期产值时写的完成部位、工程量；未填报为 null） */
            outputDesc?: string | null;
            /** @description 人工费占比（应发 ÷ 本期产值，%） */
            wageRatio?: number;
            /** @description 确认状态：0 待提交，1 待确认，2 已确认，3 已退回 */
            confirmStatus: number;
            /** @description 单位提交时间 */
            submitTime?: string | null;
            /** @description 项目确认人 */
            confirmerName?: string | null;
            /** @description 确认（或退回）时间 */
            confirmTime?: string | null;
            /** @description 确认或退回意见 */
            opinion?: string | null;
        };
        /** @description 项目确认或退回参建单位预结算 */
        WagesExpConfirmBody: {
            /** @description 参建单位预结算记录 ID */
            id: number;
            /** @description 流程实例 ID */
            proInstId: string;
            /**
             * @description 结果：2 确认，3 退回
             * @enum {integer}
             */
            confirmStatus: 2 | 3;
            /** @description 意见（退回时必填） */
            opinion?: string;
            /** @description 更正原因（updateconfirm 必填） */
            reason?: string;
        };
        /** @description 班组预结算记录 */
        WagesExpTeam: {
            /** @description 班组预结算记录 ID（expTeamId） */
            id: number;
            /** @description 预结算记录 ID */
            expId: number;
            /** @description 参建单位预结算记录 ID */
            expCompanyId?: number;
            /** @description 班组 ID */
            teamId: number;
            /** @description 班组名称 */
            teamName: string;
            /** @description 班组长 */
            leaderName?: string;
            /** @description 工人数 */
            workerCount?: number;
            /** @description 出勤天数合计 */
            attendDays?: number;
            /** @description 应发（元） */
            payableAmount?: number;
            /** @description 扣款（元） */
            deductAmount?: number;
            /** @description 已发（元） */
            paidAmount?: number;
            /** @description 未发（元） */
            unpaidAmount?: number;
            /** @description 班组本期产值（元） */
            outputAmount?: number;
            /** @description 产值说明（填报本期产值时写的完成部位、工程量；未填报为 null） */
            outputDesc?: string | null;
            /** @description 提交状态：0 未提交，1 已提交，2 已退回 */
            submitStatus: number;
            /** @description 提交时间 */
            submitTime?: string | null;
        };
        /** @description 班组提交工人工资表 */
        WagesExpWorkerCommitBody: {
            /** @description 预结算记录 ID */
            expId: number;
            /** @description 班组预结算记录 ID */
            expTeamId: number;
            /** @description 本次修改的工人（未列出的工人按已保存数据提交） */
            workers: components["schemas"]["WagesExpWorkerEdit"][];
        };
        /** @description 填报本期产值（班组或参建单位） */
        WagesExpOutputBody: {
            /** @description 班组预结算记录 ID（saveTeamOutput）或参建单位预结算记录 ID（saveCompanyOutput） */
            id: number;
            /** @description 本期产值（元） */
            outputAmount: number;
            /** @description 产值说明（完成部位、工程量） */
            outputDesc?: string;
        };
        /** @description 应急支付申请 */
        WagesEmergencyRecord: {
            /** @description 应急支付记录 ID */
            id: number;
            /** @description 流程实例 ID */
            proInstId: string;
            /** @description 工资周期 YYYY-MM */
            period: string;
            /** @description 项目 ID */
            projectId: number;
            /** @description 项目名称 */
            projectName?: string;
            /** @description 参建单位 ID */
            companyId: number;
            /** @description 参建单位名称 */
            companyName?: string;
            /** @description 申请原因 */
            reason?: string;
            /** @description 支付工人数 */
            workerCount?: number;
            /** @description 支付金额合计（元） */
            amount: number;
            /** @description 申请人 */
            applicantName?: string;
            /** @description 申请时间 YYYY-MM-DD HH:mm:ss */
            applyTime?: string;
            /** @description 支付时间；未支付为 null */
            payTime?: string | null;
            /** @description 状态：0 审批中，1 待支付，2 已支付，3 已驳回，4 已撤销 */
            status: number;
        };
        /** @description 应急支付详情 */
        WagesEmergencyDetail: components["schemas"]["WagesEmergencyRecord"] & {
            /** @description 当前审批环节 */
            currentNode?: string;
            /** @description 最近一次审批意见 */
            approveOpinion?: string | null;
            /** @description 支付工人明细 */
            workers: components["schemas"]["WagesEmergencyWorker"][];
            /** @description 证明材料 */
            files?: components["schemas"]["WagesSalaryFile"][];
        };
        /** @description 应急支付工人（出勤与工资情况） */
        WagesEmergencyWorker: {
            /** @description 工人 ID */
            workerId: number;
            /** @description 工人姓名 */
            workerName: string;
            /** @description 身份证号（脱敏） */
            idCard?: string;
            /** @description 工种 */
            workType?: string;
            /** @description 班组 ID */
            teamId?: number;
            /** @description 班组名称 */
            teamName?: string;
            /** @description 参建单位名称 */
            companyName?: string;
            /** @description 本周期出勤天数 */
            attendDays?: number;
            /** @description 日工资（元） */
            dailyWage?: number;
            /** @description 应发（元） */
            payableAmount?: number;
            /** @description 扣款（元） */
            deductAmount?: number;
            /** @description 已发（元） */
            paidAmount?: number;
            /** @description 未发（元） */
            unpaidAmount: number;
            /** @description 应急支付金额（列表中为建议金额，默认等于未发） */
            emergencyAmount: number;
            /** @description 工资卡开户行 */
            bankName?: string;
            /** @description 工资卡号（脱敏） */
            bankCardNo?: string;
            /** @description 是否已在其他应急支付流程中 */
            inProgress: boolean;
        };
        /** @description 应急支付可选工人的查询条件 */
        WagesEmergencyWorkerQuery: components["schemas"]["PageQuery"] & {
            /** @description 项目 ID */
            projectId: number;
            /** @description 工资周期 YYYY-MM */
            period: string;
            /** @description 参建单位 ID */
            companyId?: number;
            /** @description 班组 ID */
            teamId?: number;
            /** @description 工人姓名或身份证号 */
            keyword?: string;
        };
        /** @description 发起应急支付 */
        WagesEmergencyStartBody: {
            /** @description 项目 ID */
            projectId: number;
            /** @description 参建单位 ID */
            companyId: number;
            /** @description 工资周期 YYYY-MM */
            period: string;
            /** @description 申请原因 */
            reason: string;
            /** @description 支付工人与金额（每人不超过其未发工资） */
            workers: {
                /** @description 工人 ID */
                workerId: number;
                /** @description 应急支付金额（元） */
                amount: number;
            }[];
            /** @description 证明材料（先经 /star/resSysFile/fileUpload 上传） */
            files?: components["schemas"]["WagesSalaryFileInput"][];
        };
        /** @description 问题工资记录的筛选条件（分页与导出共用） */
        WagesTroubleFilter: {
            /** @description 组织 ID（公司、分公司） */
            orgId?: number;
            /** @description 项目 ID */
            projectId?: number;
            /** @description 工资周期 YYYY-MM */
            period?: string;
            /**
             * @description 问题类型：1 代发失败，2 欠薪投诉，3 银行卡异常，4 其他
             * @enum {integer}
             */
            troubleType?: 1 | 2 | 3 | 4;
            /**
             * @description 状态：0 待处理，1 处理中，2 已完成，3 已驳回；空为全部
             * @enum {integer|null}
             */
            status?: 0 | 1 | 2 | 3 | null;
            /** @description 项目名称或工人姓名 */
            keyword?: string;
        };
        /** @description 问题工资记录分页 */
        WagesTroubleRecordPage: components["schemas"]["PageData"] & {
            /** @description 当前页记录 */
            list: components["schemas"]["WagesTroubleRecord"][];
        };
        /** @description 问题工资记录（一个项目一个周期一次登记） */
        WagesTroubleRecord: {
            /** @description 问题工资记录 ID（troubleId） */
            id: number;
            /** @description 流程实例 ID */
            proInstId?: string | null;
            /** @description 项目 ID */
            projectId: number;
            /** @description 项目名称 */
            projectName?: string;
            /** @description 所属组织 ID */
            orgId?: number;
            /** @description 所属组织名称 */
            orgName?: string;
            /** @description 工资周期 YYYY-MM */
            period: string;
            /** @description 来源代发单 ID */
            cumId?: number | null;
            /**
             * @description 问题类型：1 代发失败，2 欠薪投诉，3 银行卡异常，4 其他
             * @enum {integer}
             */
            troubleType: 1 | 2 | 3 | 4;
            /** @description 涉及工人数 */
            workerCount?: number;
            /** @description 涉及责任单位数 */
            companyCount?: number;
            /** @description 问题金额（元） */
            troubleAmount: number;
            /** @description 已处理（已确认支付）金额（元） */
            handledAmount?: number;
            /** @description 未处理金额（元） */
            unhandledAmount?: number;
            /**
             * @description 主要处理方式：1 工人凭证（补发到人），2 单位对公支付
             * @enum {integer}
             */
            handleWay?: 1 | 2;
            /**
             * @description 状态：0 待处理，1 处理中，2 已完成，3 已驳回
             * @enum {integer}
             */
            status: 0 | 1 | 2 | 3;
            /** @description 问题说明 */
            reason?: string;
            /** @description 登记人 */
            createBy?: string;
            /** @description 登记时间 YYYY-MM-DD HH:mm:ss */
            createTime?: string;
            /** @description 完成时间 */
            finishTime?: string | null;
        };
        /** @description 问题工资工人列表应答 */
        WagesTroubleWorkerListEnvelope: components["schemas"]["Envelope"] & {
            /** @description 工人行 */
            data: components["schemas"]["WagesTroubleWorker"][];
        };
        /** @description 问题工资工人行（一名工人一个周期） */
        WagesTroubleWorker: {
            /** @description 问题工资工人行 ID（troubleWorkerId） */
            id: number;
            /** @description 问题工资记录 ID */
            troubleId: number;
            /** @description 项目 ID */
            projectId?: number;
            /** @description 项目名称 */
            projectName?: string;
            /** @description 工资周期 YYYY-MM */
            period?: string;
            /** @description 来源代发单 ID */
            cumId?: number | null;
            /** @description 工人 ID */
            workerId: number;
            /** @description 工人姓名 */
            workerName: string;
            /** @description 身份证号（脱敏） */
            idCard?: string;
            /** @description 手机号 */
            mobile?: string;
            /** @description 工种 */
            workType?: string;
            /** @description 班组 ID */
            teamId?: number;
            /** @description 班组名称 */
            teamName?: string;
            /** @description 参建单位 ID */
            companyId?: number;
            /** @description 参建单位名称 */
            companyName?: string;
            /** @description 收款银行 */
            bankName?: string;
            /** @description 银行卡号（脱敏） */
            bankCardNo?: string;
            /** @description 应发金额（元） */
            payableAmount?: number;
            /** @description 已发金额（元） */
            paidAmount?: number;
            /** @description 问题金额（元） */
            troubleAmount: number;
            /** @description 已确认补发金额（元） */
            handledAmount?: number;
            /** @description 问题原因（银行退票原因等） */
            failReason?: string;
            /**
             * @description 处理状态：0 未处理，1 凭证待确认，2 已确认，3 已驳回
             * @enum {integer}
             */
            handleStatus: 0 | 1 | 2 | 3;
            /** @description 备注 */
            remark?: string;
        };
        /** @description 按流程实例查询 */
        WagesTroubleProInstBody: {
            /** @description 流程实例 ID */
            proInstId: string;
        };
        /** @description 登记问题工资时的一名工人 */
        WagesTroubleWorkerInput: {
            /** @description 工人 ID */
            workerId: number;
            /** @description 应发金额（元） */
            payableAmount?: number;
            /** @description 已发金额（元） */
            paidAmount?: number;
            /** @description 问题金额（元） */
            troubleAmount: number;
            /** @description 问题原因 */
            failReason?: string;
        };
        /** @description 工人支付凭证（问题工资补发到人的证明） */
        WagesTroubleVoucher: {
            /** @description 凭证 ID */
            id: number;
            /** @description 问题工资记录 ID */
            troubleId?: number;
            /** @description 问题工资工人行 ID */
            troubleWorkerId: number;
            /** @description 项目 ID */
            projectId?: number;
            /** @description 项目名称 */
            projectName?: string;
            /** @description 工资周期 YYYY-MM */
            period?: string;
            /** @description 工人 ID */
            workerId?: number;
            /** @description 工人姓名 */
            workerName: string;
            /** @description 参建单位名称 */
            companyName?: string;
            /** @description 支付金额（元） */
            payAmount: number;
            /**
             * Format: date
             * @description 支付日期
             */
            payDate?: string;
            /**
             * @description 支付方式：1 银行转账，2 现金，3 其他
             * @enum {integer}
             */
            payWay?: 1 | 2 | 3;
            /** @description 凭证文件 */
            files?: components["schemas"]["FileUrl"][];
            /**
             * @description 凭证状态：0 待确认，1 已确认，2 已驳回
             * @enum {integer}
             */
            status: 0 | 1 | 2;
            /** @description 上传人 */
            uploadBy?: string;
            /** @description 上传时间 */
            uploadTime?: string;
            /** @description 确认人 */
            confirmBy?: string | null;
            /** @description 确认时间 */
            confirmTime?: string | null;
            /** @description 确认意见 */
            opinion?: string | null;
        };
        /** @description 上传后的文件信息 */
        FileUrl: {
            /** @description 文件访问地址 */
            url: string;
            /** @description 原文件名 */
            name?: string;
            /** @description 文件 ID */
            fileId?: string;
            /** @description 字节数 */
            size?: number;
        };
        /** @description 问题工资责任单位 */
        WagesTroubleCompany: {
            /** @description 责任单位行 ID（troubleCompanyId） */
            id: number;
            /** @description 问题工资记录 ID */
            troubleId: number;
            /** @description 项目 ID */
            projectId?: number;
            /** @description 工资周期 YYYY-MM */
            period?: string;
            /** @description 参建单位 ID */
            companyId: number;
            /** @description 参建单位名称 */
            companyName: string;
            /** @description 单位类型（劳务分包、专业分包、总包） */
            companyType?: string;
            /** @description 统一社会信用代码 */
            creditCode?: string;
            /** @description 联系人 */
            contactName?: string;
            /** @description 联系电话 */
            contactPhone?: string;
            /** @description 涉及工人数 */
            workerCount?: number;
            /** @description 应承担问题金额（元） */
            troubleAmount: number;
            /** @description 已支付（已确认）金额（元） */
            paidAmount?: number;
            /** @description 未支付金额（元） */
            unpaidAmount?: number;
            /**
             * @description 支付状态：0 未支付，1 待确认，2 部分支付，3 已支付
             * @enum {integer}
             */
            payStatus: 0 | 1 | 2 | 3;
            /** @description 备注 */
            remark?: string;
            /** @description 登记时间 */
            createTime?: string;
        };
        /** @description 新增或修改责任单位 */
        WagesTroubleCompanyInput: {
            /** @description 问题工资记录 ID */
            troubleId: number;
            /** @description 参建单位 ID */
            companyId: number;
            /** @description 应承担问题金额（元） */
            troubleAmount: number;
            /** @description 联系人 */
            contactName?: string;
            /** @description 联系电话 */
            contactPhone?: string;
            /** @description 备注 */
            remark?: string;
        };
        /** @description 只带一个 ID 的请求体 */
        IdBody: {
            /** @description 记录 ID */
            id: number;
        };
        /** @description 对公支付（责任单位向项目工资专户转账，附回单，由项目确认） */
        WagesTroublePublicPayment: {
            /** @description 对公支付 ID */
            id: number;
            /** @description 问题工资记录 ID */
            troubleId: number;
            /** @description 责任单位行 ID */
            troubleCompanyId: number;
            /** @description 确认流程实例 ID（未发起时为空） */
            proInstId?: string | null;
            /** @description 项目 ID */
            projectId?: number;
            /** @description 项目名称 */
            projectName?: string;
            /** @description 工资周期 YYYY-MM */
            period?: string;
            /** @description 付款单位 ID */
            companyId: number;
            /** @description 付款单位名称 */
            companyName: string;
            /** @description 支付金额（元） */
            amount: number;
            /**
             * Format: date
             * @description 转账日期
             */
            payDate?: string;
            /** @description 付款户名 */
            payerAccountName?: string;
            /** @description 付款开户行 */
            payerBankName?: string;
            /** @description 付款账号 */
            payerAccountNo?: string;
            /** @description 收款户名（项目工资专户） */
            payeeAccountName?: string;
            /** @description 收款开户行 */
            payeeBankName?: string;
            /** @description 收款账号 */
            payeeAccountNo?: string;
            /** @description 银行回单等凭证文件 */
            files?: components["schemas"]["FileUrl"][];
            /**
             * @description 状态：0 待提交，1 待确认，2 已确认，3 已驳回
             * @enum {integer}
             */
            status: 0 | 1 | 2 | 3;
            /** @description 提交人 */
            submitBy?: string;
            /** @description 提交时间 */
            submitTime?: string | null;
            /** @description 确认人 */
            confirmBy?: string | null;
            /** @description 确认时间 */
            confirmTime?: string | null;
            /** @description 确认意见 */
            opinion?: string | null;
        };
        /** @description 项目月度问题工资与凭证上传汇总 */
        WagesTroubleMonthVoucher: {
            /** @description 项目 ID */
            projectId: number;
            /** @description 项目名称 */
            projectName?: string;
            /** @description 所属组织 */
            orgName?: string;
            /** @description 工资周期 YYYY-MM */
            period: string;
            /** @description 问题工资记录数 */
            troubleCount?: number;
            /** @description 涉及工人数 */
            workerCount?: number;
            /** @description 问题金额（元） */
            troubleAmount: number;
            /** @description 已上传凭证数 */
            voucherCount?: number;
            /** @description 凭证金额合计（元） */
            voucherAmount?: number;
            /** @description 已确认金额（元） */
            confirmedAmount?: number;
            /**
             * @description 凭证上传状态：0 未上传，1 部分上传，2 已全部上传
             * @enum {integer}
             */
            uploadStatus: 0 | 1 | 2;
        };
        /** @description 项目对公支付的筛选条件（分页与导出共用） */
        WagesTroublePublicPaymentFilter: {
            /** @description 组织 ID */
            orgId?: number;
            /** @description 项目 ID */
            projectId?: number;
            /** @description 工资周期 YYYY-MM */
            period?: string;
            /** @description 付款单位 ID */
            companyId?: number;
            /**
             * @description 状态：0 待提交，1 待确认，2 已确认，3 已驳回
             * @enum {integer}
             */
            status?: 0 | 1 | 2 | 3;
            /**
             * Format: date
             * @description 转账日期起
             */
            startDate?: string;
            /**
             * Format: date
             * @description 转账日期止
             */
            endDate?: string;
        };
        /** @description 项目问题工资汇总 */
        WagesTroubleProjectSummary: {
            /** @description 项目 ID */
            projectId: number;
            /** @description 项目名称 */
            projectName: string;
            /** @description 所属组织 ID */
            orgId?: number;
            /** @description 所属组织名称 */
            orgName?: string;
            /** @description 问题工资记录数 */
            troubleCount: number;
            /** @description 涉及工人数 */
            workerCount?: number;
            /** @description 问题金额（元） */
            troubleAmount: number;
            /** @description 已处理金额（元） */
            handledAmount?: number;
            /** @description 未处理金额（元） */
            unhandledAmount?: number;
            /** @description 处理率（%，两位小数） */
            handleRate?: number;
            /** @description 最近出现问题的周期 YYYY-MM */
            latestPeriod?: string;
        };
        /** @description 流程实例对应的项目问题工资详情 */
        WagesTroubleProjectDetail: {
            /** @description 项目问题工资汇总 */
            project: components["schemas"]["WagesTroubleProjectSummary"];
            /** @description 流程实例对应的问题工资记录 */
            record: components["schemas"]["WagesTroubleRecord"];
            /** @description 责任单位 */
            companies?: components["schemas"]["WagesTroubleCompany"][];
        };
        /** @description 问题工资清单的筛选条件（分页与导出共用） */
        WagesTroubleItemFilter: {
            /** @description 组织 ID */
            orgId?: number;
            /** @description 项目 ID */
            projectId?: number;
            /** @description 工资周期 YYYY-MM */
            period?: string;
            /** @description 参建单位 ID */
            companyId?: number;
            /**
             * @description 处理状态：0 未处理，1 凭证待确认，2 已确认，3 已驳回
             * @enum {integer}
             */
            handleStatus?: 0 | 1 | 2 | 3;
            /** @description 工人姓名或身份证号 */
            keyword?: string;
        };
        /** @description multipart 表单中的单个文件 */
        UploadForm: {
            /**
             * Format: binary
             * @description 上传的文件
             */
            file: Blob;
        };
        /** @description 工资专户台账的筛选条件（分页与导出共用） */
        WagesLedgerAccountFilter: {
            /** @description 组织 ID */
            orgId?: number;
            /** @description 项目 ID */
            projectId?: number;
            /** @description 属地行政区划代码 */
            landAreaCode?: string;
            /** @description 开户行（模糊） */
            bankName?: string;
            /**
             * @description 账户状态：1 正常，2 冻结，3 已销户
             * @enum {integer}
             */
            status?: 1 | 2 | 3;
        };
        /** @description 农民工工资专用账户台账行 */
        WagesLedgerAccount: {
            /** @description 专户 ID */
            id: number;
            /** @description 项目 ID */
            projectId: number;
            /** @description 项目名称 */
            projectName?: string;
            /** @description 所属组织 ID */
            orgId?: number;
            /** @description 所属组织名称 */
            orgName?: string;
            /** @description 属地行政区划代码 */
            landAreaCode?: string;
            /** @description 属地名称 */
            landAreaName?: string;
            /** @description 账户名称 */
            accountName: string;
            /** @description 开户行 */
            bankName: string;
            /** @description 账号 */
            accountNo: string;
            /**
             * Format: date
             * @description 开户日期
             */
            openDate?: string;
            /** @description 当前余额（元） */
            balance?: number;
            /** @description 本月入账（元） */
            monthInAmount?: number;
            /** @description 本月支出（元） */
            monthOutAmount?: number;
            /** @description 累计入账（元） */
            totalInAmount?: number;
            /** @description 累计支出（元） */
            totalOutAmount?: number;
            /**
             * @description 账户状态：1 正常，2 冻结，3 已销户
             * @enum {integer}
             */
            status: 1 | 2 | 3;
            /** @description 数据更新时间（银行流水同步） */
            updateTime?: string;
        };
        /** @description 工资核心数据台账的筛选条件（分页与导出共用） */
        WagesLedgerCoreDataFilter: {
            /** @description 组织 ID */
            orgId?: number;
            /** @description 项目 ID */
            projectId?: number;
            /** @description 开始月份 YYYY-MM */
            startPeriod?: string;
            /** @description 结束月份 YYYY-MM */
            endPeriod?: string;
            /**
             * @description 锁定状态：0 未锁定，1 已锁定
             * @enum {integer}
             */
            lockStatus?: 0 | 1;
        };
        /** @description 项目月度工资核心数据（一行即一张代发单的汇总） */
        WagesLedgerCoreData: {
            /** @description 代发单 ID（cumId） */
            id: number;
            /** @description 项目 ID */
            projectId: number;
            /** @description 项目名称 */
            projectName?: string;
            /** @description 所属组织名称 */
            orgName?: string;
            /** @description 工资周期 YYYY-MM */
            period: string;
            /** @description 在册工人数 */
            workerCount?: number;
            /** @description 出勤工人数 */
            attendWorkerCount?: number;
            /** @description 代发成功人数 */
            payWorkerCount?: number;
            /** @description 应发工资（元） */
            payableAmount: number;
            /** @description 实发工资（元） */
            paidAmount: number;
            /** @description 欠发工资（元） */
            unpaidAmount?: number;
            /** @description 发放率（实发/应发，%） */
            payRate?: number;
            /** @description 问题工资人数 */
            troubleWorkerCount?: number;
            /** @description 问题工资金额（元） */
            troubleAmount?: number;
            /**
             * @description 锁定状态：0 未锁定，1 已锁定
             * @enum {integer}
             */
            lockStatus: 0 | 1;
            /** @description 锁定时间 */
            lockTime?: string | null;
            /** @description 锁定人 */
            lockBy?: string | null;
        };
        /** @description 工资保证金台账的筛选条件（分页与导出共用） */
        WagesLedgerDepositFilter: {
            /** @description 组织 ID */
            orgId?: number;
            /** @description 项目 ID */
            projectId?: number;
            /**
             * @description 缴存方式：1 现金存储，2 银行保函，3 工程担保公司保函，4 工资保证金保险
             * @enum {integer}
             */
            depositType?: 1 | 2 | 3 | 4;
            /**
             * @description 状态：1 已缴存，2 部分返还，3 已返还，4 已动用
             * @enum {integer}
             */
            status?: 1 | 2 | 3 | 4;
            /**
             * Format: date
             * @description 到期日早于（查即将到期的保函）
             */
            expireBefore?: string;
        };
        /** @description 农民工工资保证金台账行 */
        WagesLedgerDeposit: {
            /** @description 保证金记录 ID */
            id: number;
            /** @description 项目 ID */
            projectId: number;
            /** @description 项目名称 */
            projectName?: string;
            /** @description 所属组织名称 */
            orgName?: string;
            /** @description 属地名称 */
            landAreaName?: string;
            /**
             * @description 缴存方式：1 现金存储，2 银行保函，3 工程担保公司保函，4 工资保证金保险
             * @enum {integer}
             */
            depositType: 1 | 2 | 3 | 4;
            /** @description 缴存金额（元） */
            amount: number;
            /**
             * Format: date
             * @description 缴存日期
             */
            depositDate?: string;
            /** @description 到期日期 YYYY-MM-DD（现金存储为空） */
            expireDate?: string | null;
            /** @description 存储银行或出函机构 */
            institution?: string;
            /** @description 保函或保单编号 */
            guaranteeNo?: string | null;
            /** @description 已返还金额（元） */
            returnAmount?: number;
            /** @description 已动用金额（元） */
            usedAmount?: number;
            /**
             * @description 状态：1 已缴存，2 部分返还，3 已返还，4 已动用
             * @enum {integer}
             */
            status: 1 | 2 | 3 | 4;
            /** @description 备注 */
            remark?: string;
        };
        /** @description 初始工资清单的筛选条件（分页与导出共用） */
        WagesInitFilter: {
            /** @description 组织 ID */
            orgId?: number;
            /** @description 项目 ID */
            projectId?: number;
            /** @description 参建单位 ID */
            companyId?: number;
            /** @description 班组 ID */
            teamId?: number;
            /** @description 单位、班组或工人名称 */
            keyword?: string;
        };
        /** @description 初始工资清单（单位）行 */
        WagesInitCompany: {
            /** @description 清单行 ID */
            id: number;
            /** @description 项目 ID */
            projectId: number;
            /** @description 项目名称 */
            projectName?: string;
            /** @description 参建单位 ID */
            companyId: number;
            /** @description 参建单位名称 */
            companyName: string;
            /** @description 单位类型（劳务分包、专业分包、总包） */
            companyType?: string;
            /** @description 初始数据截止月份 YYYY-MM */
            initPeriod?: string;
            /** @description 合同金额（元） */
            contractAmount?: number;
            /** @description 累计完成产值（元） */
            outputAmount?: number;
            /** @description 累计应发工资（元） */
            payableAmount: number;
            /** @description 累计已发工资（元） */
            paidAmount: number;
            /** @description 累计欠发工资（元） */
            unpaidAmount?: number;
            /** @description 累计用工人数 */
            workerCount?: number;
            /** @description 是否可修改（已发起工资预结算后为 false） */
            editable?: boolean;
            /** @description 备注 */
            remark?: string;
            /** @description 最后修改人 */
            updateBy?: string;
            /** @description 最后修改时间 */
            updateTime?: string;
        };
        /** @description 初始工资清单导入表单（multipart，文件字段 file） */
        WagesInitImportForm: components["schemas"]["UploadForm"] & {
            /** @description 导入到的项目 ID */
            projectId: number;
        };
        /** @description 导入结果应答 */
        WagesInitImportEnvelope: components["schemas"]["Envelope"] & {
            /** @description 导入结果 */
            data: {
                /** @description 数据行数 */
                totalCount: number;
                /** @description 成功行数 */
                successCount: number;
                /** @description 失败行数 */
                failCount: number;
                /** @description 失败明细 */
                failRows?: {
                    /** @description Excel 行号 */
                    rowNo: number;
                    /** @description 失败原因 */
                    message: string;
                }[];
                /** @description 标注了失败原因的 Excel 下载地址 */
                errorFileUrl?: string | null;
            };
        };
        /** @description 初始工资清单（班组）行 */
        WagesInitTeam: {
            /** @description 清单行 ID */
            id: number;
            /** @description 项目 ID */
            projectId: number;
            /** @description 项目名称 */
            projectName?: string;
            /** @description 参建单位 ID */
            companyId?: number;
            /** @description 参建单位名称 */
            companyName?: string;
            /** @description 班组 ID */
            teamId: number;
            /** @description 班组名称 */
            teamName: string;
            /** @description 班组长 */
            leaderName?: string;
            /** @description 初始数据截止月份 YYYY-MM */
            initPeriod?: string;
            /** @description 累计用工人数 */
            workerCount?: number;
            /** @description 累计出勤工日 */
            attendDays?: number;
            /** @description 累计应发工资（元） */
            payableAmount: number;
            /** @description 累计已发工资（元） */
            paidAmount: number;
            /** @description 累计欠发工资（元） */
            unpaidAmount?: number;
            /** @description 是否可修改 */
            editable?: boolean;
            /** @description 备注 */
            remark?: string;
            /** @description 最后修改时间 */
            updateTime?: string;
        };
        /** @description 修改初始工资清单（班组、工人）的工日与金额 */
        WagesInitAmountEdit: {
            /** @description 清单行 ID */
            id: number;
            /** @description 累计出勤工日 */
            attendDays?: number;
            /** @description 累计应发工资（元） */
            payableAmount?: number;
            /** @description 累计已发工资（元） */
            paidAmount?: number;
            /** @description 备注 */
            remark?: string;
        };
        /** @description 初始工资清单（工人）行 */
        WagesInitWorker: {
            /** @description 清单行 ID */
            id: number;
            /** @description 项目 ID */
            projectId: number;
            /** @description 参建单位 ID */
            companyId?: number;
            /** @description 参建单位名称 */
            companyName?: string;
            /** @description 班组 ID */
            teamId?: number;
            /** @description 班组名称 */
            teamName?: string;
            /** @description 工人 ID */
            workerId: number;
            /** @description 工人姓名 */
            workerName: string;
            /** @description 身份证号（脱敏） */
            idCard?: string;
            /** @description 工种 */
            workType?: string;
            /**
             * Format: date
             * @description 进场日期
             */
            entryDate?: string;
            /** @description 初始数据截止月份 YYYY-MM */
            initPeriod?: string;
            /** @description 累计出勤工日 */
            attendDays?: number;
            /** @description 累计应发工资（元） */
            payableAmount: number;
            /** @description 累计已发工资（元） */
            paidAmount: number;
            /** @description 累计欠发工资（元） */
            unpaidAmount?: number;
            /** @description 是否可修改 */
            editable?: boolean;
            /** @description 备注 */
            remark?: string;
        };
        /** @description 项目是否已发起工资预结算 */
        WagesInitExpStatus: {
            /** @description 是否已发起过工资预结算（为 true 时初始清单锁定） */
            isExp: boolean;
            /** @description 首个预结算周期 YYYY-MM */
            firstPeriod?: string | null;
            /** @description 最近预结算周期 YYYY-MM */
            latestPeriod?: string | null;
            /** @description 已发起的预结算次数 */
            expCount?: number;
        };
        /** @description 考勤确认任务的筛选条件（分页与导出共用） */
        WagesAttendTaskFilter: {
            /** @description 组织 ID */
            orgId?: number;
            /** @description 项目 ID */
            projectId?: number;
            /** @description 考勤周期 YYYY-MM */
            period?: string;
            /**
             * @description 状态：0 待确认，1 确认中，2 已确认，3 已提交
             * @enum {integer}
             */
            status?: 0 | 1 | 2 | 3;
        };
        /** @description 项目考勤确认任务（一个项目一个周期） */
        WagesAttendTask: {
            /** @description 任务 ID（taskId） */
            id: number;
            /** @description 项目 ID */
            projectId: number;
            /** @description 项目名称 */
            projectName?: string;
            /** @description 考勤周期 YYYY-MM */
            period: string;
            /**
             * Format: date
             * @description 考勤起始日
             */
            startDate?: string;
            /**
             * Format: date
             * @description 考勤截止日
             */
            endDate?: string;
            /** @description 班组数 */
            teamCount?: number;
            /** @description 已确认班组数 */
            confirmedTeamCount?: number;
            /** @description 工人数 */
            workerCount?: number;
            /** @description 确认工日合计 */
            totalDays?: number;
            /**
             * @description 状态：0 待确认，1 确认中，2 已确认，3 已提交
             * @enum {integer}
             */
            status: 0 | 1 | 2 | 3;
            /** @description 生成时间 */
            createTime?: string;
            /** @description 项目确认时间 */
            confirmTime?: string | null;
            /** @description 提交时间 */
            submitTime?: string | null;
        };
        /** @description 班组考勤确认 */
        WagesAttendTeamTask: {
            /** @description 班组任务 ID */
            id: number;
            /** @description 项目考勤确认任务 ID */
            taskId: number;
            /** @description 项目 ID */
            projectId?: number;
            /** @description 考勤周期 YYYY-MM */
            period?: string;
            /** @description 班组 ID */
            teamId: number;
            /** @description 班组名称 */
            teamName: string;
            /** @description 参建单位 ID */
            companyId?: number;
            /** @description 参建单位名称 */
            companyName?: string;
            /** @description 班组长 */
            leaderName?: string;
            /** @description 工人数 */
            workerCount?: number;
            /** @description 已确认工人数 */
            confirmedWorkerCount?: number;
            /** @description 确认工日合计 */
            totalDays?: number;
            /**
             * @description 状态：0 待确认，1 已确认，2 已驳回
             * @enum {integer}
             */
            status: 0 | 1 | 2;
            /** @description 确认人 */
            confirmBy?: string | null;
            /** @description 确认时间 */
            confirmTime?: string | null;
            /** @description 备注或驳回原因 */
            remark?: string;
        };
        /** @description 指定一个项目考勤确认任务 */
        WagesAttendTaskIdBody: {
            /** @description 项目考勤确认任务 ID */
            taskId: number;
        };
        /** @description 下拉选项 */
        Option: {
            /** @description 选项值 */
            value: number | string;
            /** @description 显示文字 */
            label: string;
        };
        /** @description 确认或驳回 */
        WagesAttendConfirmBody: {
            /**
             * @description 结果：1 确认，2 驳回
             * @enum {integer}
             */
            result: 1 | 2;
            /** @description 意见（驳回时必填） */
            opinion?: string;
        };
        /** @description 工人考勤确认明细 */
        WagesAttendWorker: {
            /** @description 明细 ID */
            id: number;
            /** @description 项目考勤确认任务 ID */
            taskId: number;
            /** @description 班组任务 ID */
            taskTeamId?: number;
            /** @description 工人 ID */
            workerId: number;
            /** @description 工人姓名 */
            workerName: string;
            /** @description 身份证号（脱敏） */
            idCard?: string;
            /** @description 工种 */
            workType?: string;
            /** @description 班组名称 */
            teamName?: string;
            /** @description 参建单位名称 */
            companyName?: string;
            /** @description 系统考勤天数（闸机、安全帽） */
            attendDays?: number;
            /** @description 补录工日 */
            additionDays?: number;
            /** @description 确认工日 */
            confirmDays: number;
            /** @description 加班小时 */
            overtimeHours?: number;
            /**
             * @description 状态：0 待确认，1 已确认，2 有异议
             * @enum {integer}
             */
            status: 0 | 1 | 2;
            /** @description 确认时间 */
            confirmTime?: string | null;
            /** @description 备注或异议说明 */
            remark?: string;
        };
        /** @description 批量操作的 ID 列表 */
        IdsBody: {
            /** @description 记录 ID 列表 */
            ids: number[];
        };
        /** @description 参建单位考勤确认 */
        WagesAttendCompany: {
            /** @description 单位确认行 ID */
            id: number;
            /** @description 项目考勤确认任务 ID */
            taskId: number;
            /** @description 考勤周期 YYYY-MM */
            period?: string;
            /** @description 参建单位 ID */
            companyId: number;
            /** @description 参建单位名称 */
            companyName: string;
            /** @description 班组数 */
            teamCount?: number;
            /** @description 已确认班组数 */
            confirmedTeamCount?: number;
            /** @description 工人数 */
            workerCount?: number;
            /** @description 确认工日合计 */
            totalDays?: number;
            /**
             * @description 状态：0 待确认，1 已确认，2 已驳回
             * @enum {integer}
             */
            status: 0 | 1 | 2;
            /** @description 确认人 */
            confirmBy?: string | null;
            /** @description 确认时间 */
            confirmTime?: string | null;
        };
        /** @description 工资基础配置 */
        WagesConfigBase: components["schemas"]["WagesConfigBaseInput"] & {
            /** @description 配置 ID */
            id: number;
            /** @description 组织名称 */
            orgName?: string;
            /** @description 项目名称 */
            projectName?: string | null;
            /** @description 工资专户账号 */
            wageAccountNo?: string | null;
            /** @description 工资专户开户行 */
            wageBankName?: string | null;
            /** @description 属地名称 */
            landAreaName?: string | null;
            /** @description 最后修改人 */
            updateBy?: string;
            /** @description 最后修改时间 */
            updateTime?: string;
        };
        /** @description 新增或修改工资基础配置 */
        WagesConfigBaseInput: {
            /**
             * @description 配置级别：1 组织默认，2 项目
             * @enum {integer}
             */
            configLevel: 1 | 2;
            /** @description 组织 ID */
            orgId: number;
            /** @description 项目 ID（项目配置必填） */
            projectId?: number | null;
            /** @description 每月发薪日 */
            payDay: number;
            /** @description 每月考勤确认截止日 */
            attendConfirmDay: number;
            /**
             * @description 代发方式：1 总包代发，2 分包代发，3 混合
             * @enum {integer}
             */
            payMode: 1 | 2 | 3;
            /** @description 工资专户 ID（工资专户台账） */
            wageAccountId?: number | null;
            /** @description 是否发送短信提醒 */
            smsRemind?: boolean;
            /** @description 提前几天提醒 */
            remindDaysBefore?: number;
            /** @description 代发失败时是否自动生成问题工资记录 */
            troubleAutoCreate?: boolean;
            /** @description 属地行政区划代码 */
            landAreaCode?: string | null;
        };
        /** @description 属地（工资监管地区） */
        WagesConfigLandArea: components["schemas"]["WagesConfigLandAreaInput"] & {
            /** @description 地区 ID（行政区划代码） */
            id: number;
            /** @description 完整名称 */
            fullName?: string;
            /** @description 归属项目数 */
            projectCount?: number;
            /** @description 创建时间 */
            createTime?: string;
        };
        /** @description 新增或修改属地 */
        WagesConfigLandAreaInput: {
            /** @description 地区名称 */
            areaName: string;
            /** @description 上级地区 ID（省级为空） */
            parentId?: number | null;
            /**
             * @description 层级：1 省，2 市，3 区县
             * @enum {integer}
             */
            level: 1 | 2 | 3;
            /** @description 属地工资监管部门 */
            supervisorDept?: string;
            /** @description 监管联系人 */
            contactName?: string;
            /** @description 联系电话 */
            contactPhone?: string;
            /** @description 排序 */
            sort?: number;
            /**
             * @description 状态：1 启用，0 停用
             * @enum {integer}
             */
            status?: 0 | 1;
        };
        /** @description 通用树节点（id、label、children、uncontrol） */
        TreeNode: {
            /** @description 节点 ID */
            id: number | string;
            /** @description 节点名称 */
            label: string;
            /** @description 组织节点的内部编号 */
            innerid?: string;
            /** @description 是否不受控（不可选） */
            uncontrol?: boolean;
            /** @description 子节点；空列表会被移除 */
            children?: components["schemas"]["TreeNode"][];
        };
        /** @description 工资短信接收人 */
        WagesConfigSmsReceiver: components["schemas"]["WagesConfigSmsReceiverInput"] & {
            /** @description 接收人 ID */
            id: number;
            /** @description 项目名称 */
            projectName?: string;
            /** @description 登记时间 */
            createTime?: string;
        };
        /** @description 新增或修改工资短信接收人 */
        WagesConfigSmsReceiverInput: {
            /** @description 项目 ID */
            projectId: number;
            /** @description 接收人姓名 */
            receiverName: string;
            /** @description 手机号 */
            mobile: string;
            /** @description 岗位或单位职务 */
            position?: string;
            /**
             * @description 接收人类型：1 管理人员，2 劳务企业，3 监管部门
             * @enum {integer}
             */
            receiverType?: 1 | 2 | 3;
            /** @description 接收的提醒：1 发薪日提醒，2 考勤确认提醒，3 代发失败与问题工资提醒，4 工资专户余额不足提醒，5 保证金到期提醒 */
            receiveTypes: (1 | 2 | 3 | 4 | 5)[];
            /**
             * @description 状态：1 启用，0 停用
             * @enum {integer}
             */
            status?: 0 | 1;
        };
        /** @description 项目产值与工资汇总（/pc 服务，snake_case） */
        WagesTroubleOutputCollect: {
            /** @description 项目 ID */
            project_id: number;
            /** @description 项目名称 */
            project_name?: string;
            /** @description 区间产值合计（元） */
            total_output_amount?: number;
            /** @description 区间应发工资合计（元） */
            total_salary_amount?: number;
            /** @description 工资占产值比（%） */
            salary_rate?: number;
            /** @description 区间问题工资合计（元） */
            total_trouble_amount?: number;
            /** @description 按月序列（横轴 month） */
            months: {
                /** @description 月份 YYYY-MM */
                month: string;
                /** @description 当月产值（元） */
                output_amount: number;
                /** @description 当月应发工资（元） */
                salary_amount: number;
                /** @description 工资占产值比（%） */
                salary_rate?: number;
                /** @description 当月问题工资（元） */
                trouble_amount?: number;
            }[];
        };
        /** @description 项目月度工资汇总（/pc 服务，snake_case） */
        WagesTroubleSalaryMonthCollect: {
            /** @description 项目 ID */
            project_id: number;
            /** @description 项目名称 */
            project_name?: string;
            /** @description 月份 YYYY-MM */
            month: string;
            /** @description 在册工人数 */
            worker_count?: number;
            /** @description 已发放工人数 */
            pay_worker_count?: number;
            /** @description 应发工资（元） */
            payable_amount: number;
            /** @description 实发工资（元） */
            paid_amount: number;
            /** @description 欠发工资（元） */
            unpaid_amount?: number;
            /** @description 发放率（%） */
            pay_rate?: number;
            /** @description 问题工资人数 */
            trouble_worker_count?: number;
            /** @description 问题工资金额（元） */
            trouble_amount?: number;
            /** @description 已处理问题工资（元） */
            handled_trouble_amount?: number;
            /** @description 按参建单位拆分 */
            companies?: {
                /** @description 参建单位 ID */
                company_id: number;
                /** @description 参建单位名称 */
                company_name: string;
                /** @description 工人数 */
                worker_count?: number;
                /** @description 应发工资（元） */
                payable_amount: number;
                /** @description 实发工资（元） */
                paid_amount: number;
                /** @description 欠发工资（元） */
                unpaid_amount?: number;
                /** @description 问题工资（元） */
                trouble_amount?: number;
                /** @description 发放率（%） */
                pay_rate?: number;
            }[];
        };
    };
    responses: {
        /** @description 未登录或令牌失效 */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /**
         * @description 业务失败或服务器错误：信封的 code 不是成功码，msg 是给用户看的原因（SDK 以错误提示显示 msg 并拒绝该调用）。
         *     后端也可能在 HTTP 200 中返回同样的信封表示业务失败（种子 001 §8），SDK 两种都按失败处理。
         *     Mock 中用 Prefer 请求头取得这个应答：`Prefer: code=500`（任何未单独声明的状态码都会返回它）。
         */
        Failure: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description 导出的 Excel 文件 */
        Spreadsheet: {
            headers: {
                /** @description attachment; filename="导出.xlsx" */
                "Content-Disposition"?: string;
                [name: string]: unknown;
            };
            content: {
                "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": components["schemas"]["Binary"];
            };
        };
        /** @description 操作成功 */
        Ok: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["OkEnvelope"];
            };
        };
    };
    parameters: {
        /** @description 项目 ID；不传时取当前登录身份的项目 */
        ProjectId: number;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    pageSalaryInitiateTasks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WagesSalaryPageQuery"];
            };
        };
        responses: {
            /** @description 工资任务分页 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PageData"] & {
                            list: components["schemas"]["WagesSalaryTask"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    pageSalaryExpRecords: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WagesSalaryPageQuery"];
            };
        };
        responses: {
            /** @description 预结算分页 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PageData"] & {
                            list: components["schemas"]["WagesExpRecord"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    exportSalaryExpRecords: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WagesSalaryPageQuery"];
            };
        };
        responses: {
            200: components["responses"]["Spreadsheet"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    pageSalaryExpOrgs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WagesSalaryPageQuery"];
            };
        };
        responses: {
            /** @description 组织进度分页 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PageData"] & {
                            list: components["schemas"]["WagesExpOrgRow"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    exportSalaryExpOrgs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WagesSalaryPageQuery"];
            };
        };
        responses: {
            200: components["responses"]["Spreadsheet"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    exportSalaryConfirmSheet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WagesExpProInstQuery"];
            };
        };
        responses: {
            200: components["responses"]["Spreadsheet"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listSalaryExpFiles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WagesSalaryFileQuery"];
            };
        };
        responses: {
            /** @description 附件列表 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["WagesSalaryFile"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listSalaryExpTaskTeams: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WagesExpProInstQuery"];
            };
        };
        responses: {
            /** @description 班组填报情况 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["WagesExpTaskTeam"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    removeSalaryExpTask: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description 预结算记录 ID（expId） */
                    id: number;
                    /** @description 流程实例 ID */
                    proInstId: string;
                    /** @description 撤销原因 */
                    reason?: string;
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listSalaryByBranch: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WagesSalaryLevelQuery"];
            };
        };
        responses: {
            /** @description 分公司汇总分页 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PageData"] & {
                            list: components["schemas"]["WagesSalaryBranchRow"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    exportSalaryByBranch: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WagesSalaryLevelQuery"];
            };
        };
        responses: {
            200: components["responses"]["Spreadsheet"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listSalaryByProject: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WagesSalaryLevelQuery"];
            };
        };
        responses: {
            /** @description 项目汇总分页 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PageData"] & {
                            list: components["schemas"]["WagesSalaryProjectRow"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    exportSalaryByProject: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WagesSalaryLevelQuery"];
            };
        };
        responses: {
            200: components["responses"]["Spreadsheet"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listSalaryByCompany: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WagesSalaryLevelQuery"];
            };
        };
        responses: {
            /** @description 参建单位汇总分页 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PageData"] & {
                            list: components["schemas"]["WagesSalaryCompanyRow"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    exportSalaryByCompany: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WagesSalaryLevelQuery"];
            };
        };
        responses: {
            200: components["responses"]["Spreadsheet"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listSalaryByTeam: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WagesSalaryLevelQuery"];
            };
        };
        responses: {
            /** @description 班组汇总分页 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PageData"] & {
                            list: components["schemas"]["WagesSalaryTeamRow"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    exportSalaryByTeam: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WagesSalaryLevelQuery"];
            };
        };
        responses: {
            200: components["responses"]["Spreadsheet"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listSalaryByWorker: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WagesSalaryLevelQuery"];
            };
        };
        responses: {
            /** @description 工人明细分页 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PageData"] & {
                            list: components["schemas"]["WagesSalaryWorkerRow"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    exportSalaryByWorker: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WagesSalaryLevelQuery"];
            };
        };
        responses: {
            200: components["responses"]["Spreadsheet"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listSalaryByOrg: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WagesSalaryLevelQuery"];
            };
        };
        responses: {
            /** @description 组织汇总分页 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PageData"] & {
                            list: components["schemas"]["WagesSalaryOrgRow"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    exportSalaryByOrg: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WagesSalaryLevelQuery"];
            };
        };
        responses: {
            200: components["responses"]["Spreadsheet"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    pageSalaryCumRecords: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WagesSalaryPageQuery"];
            };
        };
        responses: {
            /** @description 代发任务分页 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PageData"] & {
                            list: components["schemas"]["WagesCumRecord"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    exportSalaryCumRecords: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WagesSalaryPageQuery"];
            };
        };
        responses: {
            200: components["responses"]["Spreadsheet"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    pageSalaryCumTeams: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WagesCumScopeQuery"];
            };
        };
        responses: {
            /** @description 班组明细分页 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PageData"] & {
                            list: components["schemas"]["WagesCumTeamRow"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    pageSalaryCumWorkers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WagesCumScopeQuery"];
            };
        };
        responses: {
            /** @description 工人明细分页 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PageData"] & {
                            list: components["schemas"]["WagesCumWorkerRow"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    getSalaryCumByProInst: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WagesExpProInstQuery"];
            };
        };
        responses: {
            /** @description 代发任务详情 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["WagesCumDetail"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    getSalaryCumByExp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description 预结算记录 ID */
                    expId: number;
                };
            };
        };
        responses: {
            /** @description 代发任务详情 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["WagesCumDetail"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    getSalaryCum: {
        parameters: {
            query: {
                /** @description 代发任务 ID（cumId） */
                id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 代发任务详情 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["WagesCumDetail"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listSalaryCumPublicPayments: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WagesExpProInstQuery"];
            };
        };
        responses: {
            /** @description 对公支付记录 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["WagesCumPublicPayment"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listSalaryCumFiles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WagesSalaryFileQuery"];
            };
        };
        responses: {
            /** @description 附件列表 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["WagesSalaryFile"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    saveSalaryCumFiles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WagesSalaryFileSaveBody"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    pageSalaryCapitaSources: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WagesSalaryPageQuery"];
            };
        };
        responses: {
            /** @description 资金来源分页 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PageData"] & {
                            list: components["schemas"]["WagesCapitaSource"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    exportSalaryCapitaSources: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WagesSalaryPageQuery"];
            };
        };
        responses: {
            200: components["responses"]["Spreadsheet"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    initSalaryCapitaSourceTask: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description 预结算记录 ID */
                    expId: number;
                    /** @description 项目 ID */
                    projectId?: number;
                    /** @description 工资周期 YYYY-MM */
                    period?: string;
                };
            };
        };
        responses: {
            /** @description 发起结果 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["WagesSalaryTaskStarted"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    getSalaryCapitaSource: {
        parameters: {
            query: {
                /** @description 资金来源记录 ID */
                id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 资金来源详情 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["WagesCapitaSourceDetail"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    editSalaryCapitaSource: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WagesCapitaSourceEditBody"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listSalaryCapitaSourceFiles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WagesSalaryFileQuery"];
            };
        };
        responses: {
            /** @description 证明材料列表 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["WagesSalaryFile"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    saveSalaryCapitaSourceFiles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WagesSalaryFileSaveBody"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    initSalaryExpTodo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WagesExpProInstQuery"];
            };
        };
        responses: {
            /** @description 生成结果 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: {
                            /** @description 生成的参建单位待办数 */
                            companyTodoCount: number;
                            /** @description 生成的班组待办数 */
                            teamTodoCount: number;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    getManualSalaryExpPeriods: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WagesExpProjectBody"];
            };
        };
        responses: {
            /** @description 周期列表（倒序） */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["WagesExpPeriod"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    startManualSalaryExpTask: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description 项目 ID */
                    projectId: number;
                    /** @description 工资周期 YYYY-MM */
                    period: string;
                    /** @description 发起说明 */
                    remark?: string;
                };
            };
        };
        responses: {
            /** @description 发起结果 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["WagesSalaryTaskStarted"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    getSalaryExpMaxPeriod: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WagesExpProjectBody"];
            };
        };
        responses: {
            /** @description 最大周期 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: {
                            /** @description 项目 ID */
                            projectId: number;
                            /** @description 已发起的最大周期 YYYY-MM；从未发起时为 null */
                            maxPeriod: string | null;
                            /** @description 下一个可发起的周期 YYYY-MM */
                            nextPeriod?: string;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    pageSalaryExpWorkersByExp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WagesExpScopeQuery"];
            };
        };
        responses: {
            /** @description 工人明细分页 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PageData"] & {
                            list: components["schemas"]["WagesExpWorker"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    saveSalaryExpWorkersByExp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WagesExpWorkerSaveBody"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    initSalaryExpWorkerStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WagesExpScopeBody"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    initSalaryWorkerCumTask: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description 预结算记录 ID */
                    expId: number;
                    /**
                     * @description 代发类型：1 全额代发，2 部分代发，3 尾款代发
                     * @enum {integer}
                     */
                    payType: 1 | 2 | 3;
                    /**
                     * Format: date
                     * @description 计划发放日期
                     */
                    payDate?: string;
                    /** @description 部分代发时指定的工人与本次金额 */
                    workers?: {
                        /** @description 工人 ID */
                        workerId: number;
                        /** @description 本次发放金额（元） */
                        amount: number;
                    }[];
                };
            };
        };
        responses: {
            /** @description 发起结果 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["WagesSalaryTaskStarted"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listSalaryExpCompaniesByProInst: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WagesExpProInstQuery"];
            };
        };
        responses: {
            /** @description 参建单位列表 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["WagesExpCompany"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    getOwnSalaryExpCompanyByProInst: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WagesExpProInstQuery"];
            };
        };
        responses: {
            /** @description 本单位预结算 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["WagesExpCompany"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    confirmSalaryExpCompany: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WagesExpConfirmBody"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    updateSalaryExpCompanyConfirm: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WagesExpConfirmBody"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    updateSalaryExpCompanyStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description 参建单位预结算记录 ID 列表 */
                    ids: number[];
                    /**
                     * @description 目标状态：0 待提交，1 待确认，2 已确认，3 已退回
                     * @enum {integer}
                     */
                    status: 0 | 1 | 2 | 3;
                    /** @description 调整原因 */
                    reason?: string;
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listSalaryExpTeamsByCompany: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WagesExpProInstQuery"];
            };
        };
        responses: {
            /** @description 班组列表 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["WagesExpTeam"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    pageSalaryExpWorkersByTeam: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WagesExpScopeQuery"];
            };
        };
        responses: {
            /** @description 班组工人分页 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PageData"] & {
                            list: components["schemas"]["WagesExpWorker"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    commitSalaryExpTeamWorkers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WagesExpWorkerCommitBody"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    commitSalaryExpCompanyWorkers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description 预结算记录 ID */
                    expId: number;
                    /** @description 参建单位预结算记录 ID */
                    expCompanyId: number;
                    /** @description 提交说明 */
                    remark?: string;
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    saveSalaryExpTeamOutput: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WagesExpOutputBody"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    saveSalaryExpCompanyOutput: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WagesExpOutputBody"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listSalaryExpWorkerFiles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WagesSalaryFileQuery"];
            };
        };
        responses: {
            /** @description 附件列表 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["WagesSalaryFile"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    saveSalaryExpWorkerFiles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WagesSalaryFileSaveBody"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    confirmAllSalaryExpWorkers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WagesExpScopeBody"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    pageEmergencyPayments: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WagesSalaryPageQuery"];
            };
        };
        responses: {
            /** @description 应急支付分页 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PageData"] & {
                            list: components["schemas"]["WagesEmergencyRecord"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    getEmergencyPaymentDetail: {
        parameters: {
            query: {
                /** @description 应急支付记录 ID */
                id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 应急支付详情 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["WagesEmergencyDetail"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    pageEmergencyAttendanceWorkers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WagesEmergencyWorkerQuery"];
            };
        };
        responses: {
            /** @description 可选工人分页 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PageData"] & {
                            list: components["schemas"]["WagesEmergencyWorker"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    startEmergencyPaymentTask: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WagesEmergencyStartBody"];
            };
        };
        responses: {
            /** @description 发起结果 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["WagesSalaryTaskStarted"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listTroubleWagesProjects: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PageQuery"] & components["schemas"]["WagesTroubleFilter"];
            };
        };
        responses: {
            /** @description 问题工资记录分页 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["WagesTroubleRecordPage"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    exportTroubleWagesProjects: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WagesTroubleFilter"];
            };
        };
        responses: {
            200: components["responses"]["Spreadsheet"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listTroubleWorkersByCumId: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description 代发单 ID */
                    cumId: number;
                    /** @description 项目 ID */
                    projectId?: number;
                };
            };
        };
        responses: {
            /** @description 问题工资工人列表 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WagesTroubleWorkerListEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listTroubleWorkersByProInstId: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WagesTroubleProInstBody"];
            };
        };
        responses: {
            /** @description 问题工资工人列表 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WagesTroubleWorkerListEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    saveTroubleWagesWorkers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description 问题工资记录 ID；为空时新建记录 */
                    troubleId?: number | null;
                    /** @description 项目 ID */
                    projectId: number;
                    /** @description 工资周期 YYYY-MM */
                    period: string;
                    /** @description 来源代发单 ID（手工登记时为空） */
                    cumId?: number | null;
                    /**
                     * @description 问题类型：1 代发失败，2 欠薪投诉，3 银行卡异常，4 其他
                     * @enum {integer}
                     */
                    troubleType: 1 | 2 | 3 | 4;
                    /** @description 问题说明 */
                    reason?: string;
                    /** @description 问题工资工人 */
                    workers: components["schemas"]["WagesTroubleWorkerInput"][];
                };
            };
        };
        responses: {
            /** @description 保存结果，data 为问题工资记录 ID */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listTroubleWorkers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description 问题工资记录 ID */
                    troubleId: number;
                    /** @description 按参建单位筛选 */
                    companyId?: number;
                    /** @description 按班组筛选 */
                    teamId?: number;
                    /**
                     * @description 处理状态：0 未处理，1 凭证待确认，2 已确认，3 已驳回
                     * @enum {integer}
                     */
                    handleStatus?: 0 | 1 | 2 | 3;
                    /** @description 姓名或身份证号 */
                    keyword?: string;
                };
            };
        };
        responses: {
            /** @description 问题工资工人列表 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WagesTroubleWorkerListEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    updateTroubleWorker: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description 问题工资工人行 ID */
                    id: number;
                    /** @description 问题金额（元） */
                    troubleAmount?: number;
                    /** @description 新收款银行 */
                    bankName?: string;
                    /** @description 新收款银行卡号 */
                    bankCardNo?: string;
                    /** @description 问题原因 */
                    failReason?: string;
                    /** @description 备注 */
                    remark?: string;
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listTroubleWorkerVouchers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description 项目 ID（查看项目全部凭证） */
                    projectId?: number;
                    /** @description 问题工资记录 ID */
                    troubleId?: number;
                    /** @description 问题工资工人行 ID（不传时返回整条记录的凭证） */
                    troubleWorkerId?: number;
                };
            };
        };
        responses: {
            /** @description 支付凭证列表 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["WagesTroubleVoucher"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    saveTroubleWorkerVoucher: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description 凭证 ID；为空时新增，否则修改被驳回的凭证 */
                    id?: number | null;
                    /** @description 问题工资工人行 ID */
                    troubleWorkerId: number;
                    /** @description 支付金额（元） */
                    payAmount: number;
                    /**
                     * Format: date
                     * @description 支付日期 YYYY-MM-DD
                     */
                    payDate: string;
                    /**
                     * @description 支付方式：1 银行转账，2 现金，3 其他
                     * @enum {integer}
                     */
                    payWay: 1 | 2 | 3;
                    /** @description 凭证文件（上传接口返回的文件信息） */
                    files: components["schemas"]["FileUrl"][];
                    /** @description 说明 */
                    remark?: string;
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listTroubleCompanies: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description 问题工资记录 ID */
                    troubleId?: number;
                    /** @description 项目 ID（不传 troubleId 时列出项目全部责任单位） */
                    projectId?: number;
                    /**
                     * @description 支付状态：0 未支付，1 待确认，2 部分支付，3 已支付
                     * @enum {integer}
                     */
                    payStatus?: 0 | 1 | 2 | 3;
                };
            };
        };
        responses: {
            /** @description 责任单位列表 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["WagesTroubleCompany"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    addTroubleCompany: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WagesTroubleCompanyInput"];
            };
        };
        responses: {
            /** @description 保存结果，data 为责任单位行 ID */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    updateTroubleCompany: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IdBody"] & components["schemas"]["WagesTroubleCompanyInput"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    saveTroublePublicPayment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description 对公支付 ID；为空时新增 */
                    id?: number | null;
                    /** @description 问题工资责任单位行 ID */
                    troubleCompanyId: number;
                    /** @description 支付金额（元） */
                    amount: number;
                    /**
                     * Format: date
                     * @description 转账日期
                     */
                    payDate: string;
                    /** @description 付款户名 */
                    payerAccountName: string;
                    /** @description 付款开户行 */
                    payerBankName?: string;
                    /** @description 付款账号 */
                    payerAccountNo: string;
                    /** @description 收款工资专户 ID（工资专户台账） */
                    payeeAccountId?: number;
                    /** @description 银行回单等凭证文件 */
                    files: components["schemas"]["FileUrl"][];
                    /** @description 说明 */
                    remark?: string;
                };
            };
        };
        responses: {
            /** @description 保存结果，data 为对公支付 ID */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listTroublePublicPayments: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description 项目 ID */
                    projectId?: number;
                    /** @description 问题工资记录 ID */
                    troubleId?: number;
                    /** @description 责任单位行 ID */
                    troubleCompanyId?: number;
                    /**
                     * @description 状态：0 待提交，1 待确认，2 已确认，3 已驳回
                     * @enum {integer}
                     */
                    status?: 0 | 1 | 2 | 3;
                };
            };
        };
        responses: {
            /** @description 对公支付记录 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["WagesTroublePublicPayment"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    startTroublePublicPaymentTask: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description 问题工资记录 ID */
                    troubleId: number;
                    /** @description 对公支付 ID 列表 */
                    publicPaymentIds: number[];
                    /** @description 指定确认人（管理人员 ID）；不传时按流程配置 */
                    approverId?: number;
                };
            };
        };
        responses: {
            /** @description 发起结果 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: {
                            /** @description 流程实例 ID */
                            proInstId: string;
                            /** @description 当前待办任务 ID */
                            taskId?: string;
                            /** @description 当前确认人 */
                            approverName?: string;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    confirmTroublePublicPayment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description 对公支付 ID */
                    id: number;
                    /** @description 流程实例 ID */
                    proInstId: string;
                    /**
                     * @description 确认结果：1 确认收款，2 驳回
                     * @enum {integer}
                     */
                    result: 1 | 2;
                    /** @description 核实到账金额（元）；默认等于支付金额 */
                    confirmAmount?: number;
                    /** @description 确认意见（驳回时必填） */
                    opinion?: string;
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listTroubleMonthVouchers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PageQuery"] & {
                    /** @description 组织 ID */
                    orgId?: number;
                    /** @description 项目 ID */
                    projectId?: number;
                    /** @description 开始月份 YYYY-MM */
                    startPeriod?: string;
                    /** @description 结束月份 YYYY-MM */
                    endPeriod?: string;
                    /**
                     * @description 凭证上传状态：0 未上传，1 部分上传，2 已全部上传
                     * @enum {integer}
                     */
                    uploadStatus?: 0 | 1 | 2;
                };
            };
        };
        responses: {
            /** @description 月度凭证分页 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PageData"] & {
                            list: components["schemas"]["WagesTroubleMonthVoucher"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listTroubleVouchers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PageQuery"] & {
                    /** @description 组织 ID */
                    orgId?: number;
                    /** @description 项目 ID */
                    projectId?: number;
                    /** @description 工资周期 YYYY-MM */
                    period?: string;
                    /**
                     * @description 凭证状态：0 待确认，1 已确认，2 已驳回
                     * @enum {integer}
                     */
                    status?: 0 | 1 | 2;
                    /** @description 工人姓名 */
                    keyword?: string;
                };
            };
        };
        responses: {
            /** @description 凭证分页 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PageData"] & {
                            list: components["schemas"]["WagesTroubleVoucher"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listTroubleProjectPublicPayments: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PageQuery"] & components["schemas"]["WagesTroublePublicPaymentFilter"];
            };
        };
        responses: {
            /** @description 对公支付分页 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PageData"] & {
                            list: components["schemas"]["WagesTroublePublicPayment"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    exportTroubleProjectPublicPayments: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WagesTroublePublicPaymentFilter"];
            };
        };
        responses: {
            200: components["responses"]["Spreadsheet"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listSalaryTroubleProjects: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description 组织 ID（公司或分公司） */
                    orgId?: number;
                    /** @description 开始月份 YYYY-MM */
                    startPeriod?: string;
                    /** @description 结束月份 YYYY-MM */
                    endPeriod?: string;
                    /** @description 项目名称（模糊） */
                    projectName?: string;
                };
            };
        };
        responses: {
            /** @description 项目汇总 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["WagesTroubleProjectSummary"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    getSalaryTroubleProjectByProInstId: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WagesTroubleProInstBody"];
            };
        };
        responses: {
            /** @description 项目问题工资详情 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["WagesTroubleProjectDetail"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listSalaryTroubleItems: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PageQuery"] & components["schemas"]["WagesTroubleItemFilter"];
            };
        };
        responses: {
            /** @description 问题工资清单分页 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PageData"] & {
                            list: components["schemas"]["WagesTroubleWorker"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    exportSalaryTroubleItems: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WagesTroubleItemFilter"];
            };
        };
        responses: {
            200: components["responses"]["Spreadsheet"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    uploadWagesFile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["UploadForm"] & {
                    /**
                     * @description 业务类型：trouble_voucher 工人支付凭证，public_payment 对公支付回单，salary_confirm 工资确认单，capital_source 资金来源，other 其他
                     * @enum {string}
                     */
                    bizType?: "trouble_voucher" | "public_payment" | "salary_confirm" | "capital_source" | "other";
                    /** @description 项目 ID */
                    projectId?: number;
                };
            };
        };
        responses: {
            /** @description 上传后的文件信息 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["FileUrl"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listWageAccountLedger: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PageQuery"] & components["schemas"]["WagesLedgerAccountFilter"];
            };
        };
        responses: {
            /** @description 工资专户台账分页 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PageData"] & {
                            list: components["schemas"]["WagesLedgerAccount"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    exportWageAccountLedger: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WagesLedgerAccountFilter"];
            };
        };
        responses: {
            200: components["responses"]["Spreadsheet"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listSalaryCoreDataLedger: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PageQuery"] & components["schemas"]["WagesLedgerCoreDataFilter"];
            };
        };
        responses: {
            /** @description 核心数据分页 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PageData"] & {
                            list: components["schemas"]["WagesLedgerCoreData"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    exportSalaryCoreDataLedger: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WagesLedgerCoreDataFilter"];
            };
        };
        responses: {
            200: components["responses"]["Spreadsheet"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    lockExportSalaryCoreData: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description 锁定月份 YYYY-MM */
                    period: string;
                    /** @description 组织 ID */
                    orgId?: number;
                    /** @description 项目 ID 列表；不传时为组织下全部项目 */
                    projectIds?: number[];
                };
            };
        };
        responses: {
            200: components["responses"]["Spreadsheet"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listDepositLedger: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PageQuery"] & components["schemas"]["WagesLedgerDepositFilter"];
            };
        };
        responses: {
            /** @description 工资保证金台账分页 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PageData"] & {
                            list: components["schemas"]["WagesLedgerDeposit"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    exportDepositLedger: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WagesLedgerDepositFilter"];
            };
        };
        responses: {
            200: components["responses"]["Spreadsheet"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listInitSalaryCompanies: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PageQuery"] & components["schemas"]["WagesInitFilter"];
            };
        };
        responses: {
            /** @description 单位初始工资分页 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PageData"] & {
                            list: components["schemas"]["WagesInitCompany"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    importInitSalaryCompanies: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["WagesInitImportForm"];
            };
        };
        responses: {
            /** @description 导入结果 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WagesInitImportEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    exportInitSalaryCompanies: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WagesInitFilter"];
            };
        };
        responses: {
            200: components["responses"]["Spreadsheet"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    editInitSalaryCompany: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description 初始清单行 ID */
                    id: number;
                    /** @description 合同金额（元） */
                    contractAmount?: number;
                    /** @description 累计完成产值（元） */
                    outputAmount?: number;
                    /** @description 累计应发工资（元） */
                    payableAmount?: number;
                    /** @description 累计已发工资（元） */
                    paidAmount?: number;
                    /** @description 备注 */
                    remark?: string;
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    downloadInitSalaryCompanyTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Spreadsheet"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listInitSalaryTeams: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PageQuery"] & components["schemas"]["WagesInitFilter"];
            };
        };
        responses: {
            /** @description 班组初始工资分页 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PageData"] & {
                            list: components["schemas"]["WagesInitTeam"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    importInitSalaryTeams: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["WagesInitImportForm"];
            };
        };
        responses: {
            /** @description 导入结果 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WagesInitImportEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    exportInitSalaryTeams: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WagesInitFilter"];
            };
        };
        responses: {
            200: components["responses"]["Spreadsheet"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    editInitSalaryTeam: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WagesInitAmountEdit"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    downloadInitSalaryTeamTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Spreadsheet"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listInitSalaryWorkers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PageQuery"] & components["schemas"]["WagesInitFilter"];
            };
        };
        responses: {
            /** @description 工人初始工资分页 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PageData"] & {
                            list: components["schemas"]["WagesInitWorker"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    importInitSalaryWorkers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["WagesInitImportForm"];
            };
        };
        responses: {
            /** @description 导入结果 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WagesInitImportEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    exportInitSalaryWorkers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WagesInitFilter"];
            };
        };
        responses: {
            200: components["responses"]["Spreadsheet"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    editInitSalaryWorker: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WagesInitAmountEdit"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    downloadInitSalaryWorkerTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Spreadsheet"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    checkSalaryExpStarted: {
        parameters: {
            query: {
                /** @description 项目 ID */
                projectId: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 是否已发起 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["WagesInitExpStatus"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listWagesAttendProjectTasks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PageQuery"] & components["schemas"]["WagesAttendTaskFilter"];
            };
        };
        responses: {
            /** @description 项目考勤确认任务分页 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PageData"] & {
                            list: components["schemas"]["WagesAttendTask"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    exportWagesAttendProjectTasks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WagesAttendTaskFilter"];
            };
        };
        responses: {
            200: components["responses"]["Spreadsheet"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listWagesAttendTeamTasks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PageQuery"] & {
                    /** @description 项目考勤确认任务 ID */
                    taskId: number;
                    /** @description 参建单位 ID */
                    companyId?: number;
                    /**
                     * @description 班组状态：0 待确认，1 已确认，2 已驳回
                     * @enum {integer}
                     */
                    status?: 0 | 1 | 2;
                };
            };
        };
        responses: {
            /** @description 班组考勤确认分页 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PageData"] & {
                            list: components["schemas"]["WagesAttendTeamTask"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listWagesAttendTaskTeams: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WagesAttendTaskIdBody"];
            };
        };
        responses: {
            /** @description 班组列表 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["WagesAttendTeamTask"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listWagesAttendTaskOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description 项目 ID */
                    projectId: number;
                    /**
                     * @description 只列某状态的任务
                     * @enum {integer}
                     */
                    status?: 0 | 1 | 2 | 3;
                };
            };
        };
        responses: {
            /** @description 任务选项 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Option"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    submitWagesAttendTask: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WagesAttendTaskIdBody"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    deleteWagesAttendTask: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WagesAttendTaskIdBody"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    confirmWagesAttendTask: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WagesAttendTaskIdBody"] & components["schemas"]["WagesAttendConfirmBody"] & {
                    /** @description 驳回时退回的班组任务 ID */
                    rejectTeamIds?: number[];
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    addWagesAttendAddition: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description 项目考勤确认任务 ID */
                    taskId: number;
                    /** @description 班组 ID */
                    teamId?: number;
                    /** @description 工人 ID */
                    workerId: number;
                    /** @description 补录的出勤日期 */
                    dates: string[];
                    /**
                     * @description 每日计工（0.5 半天，1 全天）
                     * @default 1
                     * @enum {number}
                     */
                    daysPerDate?: 0.5 | 1;
                    /** @description 补录加班小时 */
                    overtimeHours?: number;
                    /** @description 补录原因 */
                    reason: string;
                    /** @description 证明材料（班组签字单等） */
                    files?: components["schemas"]["FileUrl"][];
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    confirmWagesAttendTeamTask: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description 班组任务 ID */
                    id: number;
                    /** @description 确认说明 */
                    remark?: string;
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listWagesAttendWorkers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PageQuery"] & {
                    /** @description 项目考勤确认任务 ID */
                    taskId: number;
                    /** @description 班组 ID */
                    teamId?: number;
                    /**
                     * @description 工人状态：0 待确认，1 已确认，2 有异议
                     * @enum {integer}
                     */
                    status?: 0 | 1 | 2;
                    /** @description 姓名或身份证号 */
                    keyword?: string;
                };
            };
        };
        responses: {
            /** @description 工人明细分页 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PageData"] & {
                            list: components["schemas"]["WagesAttendWorker"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    updateWagesAttendWorker: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description 工人明细 ID */
                    id: number;
                    /** @description 确认工日 */
                    confirmDays: number;
                    /** @description 加班小时 */
                    overtimeHours?: number;
                    /** @description 调整原因 */
                    remark?: string;
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    confirmWagesAttendWorkers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IdsBody"] & {
                    /**
                     * @description 1 确认，2 有异议
                     * @default 1
                     * @enum {integer}
                     */
                    result?: 1 | 2;
                    /** @description 异议说明 */
                    remark?: string;
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listWagesAttendCompanies: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PageQuery"] & {
                    /** @description 项目考勤确认任务 ID */
                    taskId?: number;
                    /** @description 项目 ID */
                    projectId?: number;
                    /** @description 参建单位 ID */
                    companyId?: number;
                    /**
                     * @description 单位状态：0 待确认，1 已确认，2 已驳回
                     * @enum {integer}
                     */
                    status?: 0 | 1 | 2;
                };
            };
        };
        responses: {
            /** @description 单位考勤确认分页 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PageData"] & {
                            list: components["schemas"]["WagesAttendCompany"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    confirmWagesAttendCompany: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WagesAttendConfirmBody"] & {
                    /** @description 单位确认行 ID */
                    id: number;
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listWagesBaseConfigs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PageQuery"] & {
                    /** @description 组织 ID */
                    orgId?: number;
                    /**
                     * @description 配置级别：1 组织默认，2 项目
                     * @enum {integer}
                     */
                    configLevel?: 1 | 2;
                    /** @description 项目名称（模糊） */
                    projectName?: string;
                };
            };
        };
        responses: {
            /** @description 配置分页 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PageData"] & {
                            list: components["schemas"]["WagesConfigBase"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    getWagesBaseConfig: {
        parameters: {
            query?: {
                /** @description 项目 ID */
                projectId?: number;
                /** @description 配置 ID */
                id?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 配置详情 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["WagesConfigBase"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    addWagesBaseConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WagesConfigBaseInput"];
            };
        };
        responses: {
            /** @description 新增结果，data 为配置 ID */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    editWagesBaseConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IdBody"] & components["schemas"]["WagesConfigBaseInput"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    deleteWagesBaseConfigs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IdsBody"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listWagesLandAreas: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PageQuery"] & {
                    /** @description 上级地区 ID */
                    parentId?: number;
                    /** @description 地区或监管部门名称 */
                    keyword?: string;
                    /**
                     * @description 状态：1 启用，0 停用
                     * @enum {integer}
                     */
                    status?: 0 | 1;
                };
            };
        };
        responses: {
            /** @description 属地分页 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PageData"] & {
                            list: components["schemas"]["WagesConfigLandArea"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    getWagesLandAreaTree: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description 只取某状态的地区；不传取全部
                     * @enum {integer}
                     */
                    status?: 0 | 1;
                };
            };
        };
        responses: {
            /** @description 属地树 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["TreeNode"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    getWagesLandArea: {
        parameters: {
            query: {
                /** @description 地区 ID（行政区划代码） */
                id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 属地详情 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["WagesConfigLandArea"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    addWagesLandArea: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description 行政区划代码 */
                    id: number;
                } & components["schemas"]["WagesConfigLandAreaInput"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    editWagesLandArea: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IdBody"] & components["schemas"]["WagesConfigLandAreaInput"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    deleteWagesLandAreas: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IdsBody"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listWagesSmsReceivers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PageQuery"] & {
                    /** @description 项目 ID */
                    projectId?: number;
                    /**
                     * @description 按提醒类型筛选（取值同 receiveTypes）
                     * @enum {integer}
                     */
                    receiveType?: 1 | 2 | 3 | 4 | 5;
                    /** @description 姓名或手机号 */
                    keyword?: string;
                    /**
                     * @description 状态：1 启用，0 停用
                     * @enum {integer}
                     */
                    status?: 0 | 1;
                };
            };
        };
        responses: {
            /** @description 短信接收人分页 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PageData"] & {
                            list: components["schemas"]["WagesConfigSmsReceiver"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    getWagesSmsReceiver: {
        parameters: {
            query: {
                /** @description 接收人 ID */
                id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 接收人详情 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["WagesConfigSmsReceiver"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    addWagesSmsReceiver: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WagesConfigSmsReceiverInput"];
            };
        };
        responses: {
            /** @description 新增结果，data 为接收人 ID */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    editWagesSmsReceiver: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IdBody"] & components["schemas"]["WagesConfigSmsReceiverInput"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    updateWagesSmsReceiverStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description 接收人 ID */
                    id: number;
                    /**
                     * @description 状态：1 启用，0 停用
                     * @enum {integer}
                     */
                    status: 0 | 1;
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    deleteWagesSmsReceivers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IdsBody"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    getProjectOutputSalaryCollect: {
        parameters: {
            query?: {
                /** @description 项目 ID；不传时取当前登录身份的项目 */
                project_id?: components["parameters"]["ProjectId"];
                /** @description 开始月份 YYYY-MM；默认近 6 个月 */
                start_month?: string;
                /** @description 结束月份 YYYY-MM；默认上月 */
                end_month?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 产值与工资汇总 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["WagesTroubleOutputCollect"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    getProjectSalaryMonthCollect: {
        parameters: {
            query?: {
                /** @description 项目 ID；不传时取当前登录身份的项目 */
                project_id?: components["parameters"]["ProjectId"];
                /** @description 月份 YYYY-MM；默认上月 */
                month?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 月度工资汇总 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["WagesTroubleSalaryMonthCollect"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
}
