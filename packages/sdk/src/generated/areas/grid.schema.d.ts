/* 由 scripts/spec.mjs 从 spec/ 生成，请勿手改。运行 `pnpm spec` 重新生成。 */
export interface paths {
    "/grid/ginDscCategory/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 隐患分类树
         * @description 隐患库左侧的分类树（大类 → 小类）。停用的分类 uncontrol 为真，不能选中；空 children 会被移除。
         */
        post: operations["listGridCategoryTree"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/grid/ginDscCategory/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 新增隐患分类
         * @description 树面板节点菜单的“添加同级/添加下级”。应答 data 为新分类 ID。
         */
        post: operations["addGridCategory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/grid/ginDscCategory/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 编辑隐患分类
         * @description 树面板节点菜单的“修改名称”；名称未变化时控制台直接关闭对话框，不发请求。
         */
        post: operations["editGridCategory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/grid/ginDscCategory/del": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 删除隐患分类
         * @description 永久删除该分类及其下全部子分类与检查项（控制台先确认“此操作将永久删除该节点下的所有内容”）。
         */
        post: operations["deleteGridCategory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/grid/ginDscCategory/listCatChild": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 下级隐患分类
         * @description 按上级分类懒加载一层子分类（级联选择器用）；parentId 为 0 时返回大类。
         */
        post: operations["listGridCategoryChildren"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/grid/ginDscCategory/getSlevel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 隐患等级列表
         * @description 隐患等级下拉：一般隐患、较大隐患、重大隐患，及各等级默认整改期限与是否需要处置审批。
         */
        post: operations["listGridTroubleLevels"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/grid/ginDscCategory/pointItem": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 点位检查项
         * @description 某网格点位按其关联分类要检查的隐患库条目（巡检时逐项打勾），按分类分组。
         */
        post: operations["listGridPointItems"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/grid/ginDscCategoryItem/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 隐患库检查项分页
         * @description 隐患库管理（/troubleLibManager）右侧表格：按分类、等级、关键字筛选，page/limit 分页。
         */
        post: operations["pageGridCategoryItems"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/grid/ginDscCategoryItem/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 新增检查项
         * @description 在隐患分类下新增一个检查项：检查内容、标准、依据、隐患等级、整改期限与措施。不分页。控制台中由「隐患库管理」（/grid/troubleLibManager）使用。
         */
        post: operations["addGridCategoryItem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/grid/ginDscCategoryItem/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 编辑检查项
         * @description 修改一个检查项的内容、标准、依据、隐患等级、整改期限、措施或启用状态。不分页。控制台中由「隐患库管理」（/grid/troubleLibManager）使用。
         */
        post: operations["editGridCategoryItem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/grid/ginDscCategoryItem/del": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 删除检查项
         * @description 支持批量删除。
         */
        post: operations["deleteGridCategoryItem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/grid/ginDscCategoryItem/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 导入检查项
         * @description 按模板（downloadTemplate）填写的 Excel 批量导入检查项；应答给出成功、失败行数与失败原因。
         */
        post: operations["importGridCategoryItems"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/grid/ginDscCategoryItem/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 导出检查项
         * @description 按当前筛选条件导出隐患库（blob，60 秒超时，不自动弹错误提示）。
         */
        post: operations["exportGridCategoryItems"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/grid/ginDscCategoryItem/downloadTemplate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 下载检查项导入模板
         * @description 下载隐患库导入模板（列：大类、分类、检查内容、检查标准、依据条款、隐患等级、整改期限、整改措施）。
         */
        get: operations["downloadGridCategoryItemTemplate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/grid/ginRuleList/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 巡检规则列表
         * @description 巡检频次、整改时限与逾期提醒规则。
         */
        post: operations["listGridRules"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/grid/ginRuleList/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 新增巡检规则
         * @description 为项目新增一条巡检规则：规则类型、巡检周期与次数、隐患等级、整改期限与提醒时间，点位按规则生成巡检任务。不分页。控制台中由「巡检规则」（/grid/rule）使用。
         */
        post: operations["addGridRule"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/grid/ginRuleList/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 编辑巡检规则
         * @description 修改或停用规则（enabled 置 0）。
         */
        post: operations["editGridRule"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/grid/ginGridPointList/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 网格点位分页
         * @description 网格点位管理列表（页码 page、每页 limit）。
         */
        post: operations["pageGridPoints"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/grid/ginGridPointList/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 新增网格点位
         * @description 新增点位并指定责任人、关联分类与巡检频次规则；新点位为“未启用”，启用后按规则生成巡检任务。
         */
        post: operations["addGridPoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/grid/ginGridPointList/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 编辑网格点位
         * @description 修改一个网格点位：编号、名称、所属区域、风险等级、检查分类、巡检规则、负责人员与坐标。不分页。控制台中由「网格点位」（/grid/point）使用。
         */
        post: operations["editGridPoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/grid/ginGridPointList/del": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 删除网格点位
         * @description 仅“未启用”或“已停用”的点位可删除；已生成的巡检任务与隐患记录保留。
         */
        post: operations["deleteGridPoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/grid/ginGridPointList/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 网格点位详情
         * @description 读取一个网格点位的全部信息，供点位编辑弹窗回填。不分页。控制台中由「网格点位」（/grid/point）使用。
         */
        post: operations["getGridPoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/grid/ginGridPointList/pointStart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 启用/停用网格点位
         * @description 启用后按点位的巡检频次规则每日生成点位检查任务；停用后不再生成。
         */
        post: operations["startGridPoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/grid/ginGridPointList/menu": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 网格点位菜单树
         * @description 左侧“施工区域 → 点位”树；区域节点 uncontrol 为真（不可选），叶子节点 id 为点位 ID。
         */
        post: operations["getGridPointMenu"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/grid/ginGridPointList/pointTaskRecord": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 点位巡检记录
         * @description 某点位的历次检查任务（page/limit 分页），点击行查看任务详情。
         */
        post: operations["pageGridPointTaskRecords"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/grid/ginGridPointList/analyseOverview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 点位分析概况
         * @description 点位分析页顶部卡片。种子只写“several analyse calls”，路径与字段为推断。
         */
        post: operations["getGridPointAnalyseOverview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/grid/ginGridPointList/analyseTrend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 点位巡检趋势
         * @description 按日的巡检任务数、已检查数与发现隐患数（折线/柱状图）。
         */
        post: operations["getGridPointAnalyseTrend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/grid/ginGridPointList/analyseArea": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 按施工区域的点位分析
         * @description 各施工区域的点位数、巡检任务、已检查与隐患数。
         */
        post: operations["listGridPointAnalyseByArea"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/grid/ginGridPointList/analyseRisk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 按风险等级的点位分析
         * @description 各风险等级的点位数、占比与隐患数（饼图）。
         */
        post: operations["listGridPointAnalyseByRisk"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/grid/ginGridPointPersonList/listPerson": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 点位责任人候选
         * @description 为网格点位选择网格长、网格员、巡检员时的人员列表（含当前负责点位数）。
         */
        post: operations["listGridPointPersons"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/grid/ginCheckList/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 检查分页
         * @description 检查列表（/checkList）：日常巡检、专项检查、监督检查、企业检查、点位抽查，page/limit 分页。
         */
        post: operations["pageGridChecks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/grid/ginCheckList/getDetail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 检查详情
         * @description 读取一次检查的全部内容：检查对象、检查人、检查项结果、发现的隐患与整改情况。检查先回复（整改）再复核（种子 001 §4）。不分页。控制台中由「检查清单」（/grid/checkList）使用。
         */
        post: operations["getGridCheckDetail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/grid/ginCheckList/specialPage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 专项检查分页
         * @description 专项检查台账；状态 0 未开始（已添加）→ 1 进行中（specialStart）→ 2 已完成；未完成前可撤回（backout）→ 3 已撤回。
         */
        post: operations["pageGridSpecialChecks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/grid/ginCheckList/getSpecial": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 专项检查详情
         * @description 读取一次专项检查：主题、范围、检查组、时间、已检查点位与发现的隐患。专项检查的流程是新增、开始、结束、撤回（specialStart、backout；种子 001 §4）。不分页。控制台中由「专项检查」（/grid/specialCheck）使用。
         */
        post: operations["getGridSpecialCheck"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/grid/ginCheckList/specialStart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 启动专项检查
         * @description 未开始 → 进行中；启动后向涉及项目下发检查任务。
         *     专项检查只有一套生命周期（种子 001 §4：新增、开始、结束、撤回），开始与撤回只有种子点名的 /grid/ginCheckList/specialStart 与 backout，所以两个页面都用它们：「专项检查」（/grid/specialCheck，网格巡检里看专项检查与它下发的点位）和「专项检查管理」（/check/special，新增、编辑、删除与完成用种子未列路径的 /pc/project/special/check/*）。原先为检查管理推断的 /pc/project/special/check/start 与 backout 与本调用重复，已删除（CHANGELOG 1.0.0）。不分页。
         */
        post: operations["startGridSpecialCheck"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/grid/ginCheckList/backout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 撤回专项检查
         * @description 未完成的专项检查撤回（状态 3 已撤回），已下发的检查任务一并作废。
         *     「专项检查」（/grid/specialCheck）与「专项检查管理」（/check/special）都用本调用撤回：理由见 startGridSpecialCheck；原先推断的 /pc/project/special/check/backout 已删除（CHANGELOG 1.0.0）。不分页。
         */
        post: operations["backoutGridSpecialCheck"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/grid/ginCheckList/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 导出检查列表
         * @description 种子只写 ginCheckList 有“exports”，路径为推断。按检查列表的筛选条件导出。
         */
        post: operations["exportGridChecks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/grid/ginCheckList/specialExport": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 导出专项检查
         * @description 种子只写 ginCheckList 有“exports”，路径为推断。
         */
        post: operations["exportGridSpecialChecks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/grid/ginCheckPointTaskList/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 点位检查任务分页
         * @description 点位检查任务（check task）列表，page/limit 分页。任务检查后：安全 → 结束；存在隐患 → 登记隐患（addTrouble）→ 整改反馈（editDangeFeedback）→ 复查通过或退回（passTrouble）；较大、重大隐患另走隐患处置审批（/pc/task/trouble/audit）。
         */
        post: operations["pageGridPointTasks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/grid/ginCheckPointTaskList/getDetail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 点位检查任务详情
         * @description 读取一个点位检查任务：点位、检查人、各检查项结果、上报的隐患及其整改记录。不分页。控制台中由「点位任务详情」（/grid/pointTaskDetail）使用。
         */
        post: operations["getGridPointTaskDetail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/grid/ginCheckPointTaskList/addTrouble": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 登记隐患
         * @description 检查中发现隐患：登记隐患、指定整改单位、责任人与期限；任务检查结论变为“存在隐患”，隐患状态“待整改”，并通知整改责任人。应答 data 为隐患 ID。
         */
        post: operations["addGridTrouble"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/grid/ginCheckPointTaskList/editDangeFeedback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 隐患整改反馈
         * @description 整改责任人提交整改情况与整改后照片：待整改/复查退回 → 待复查（一般隐患）或进入处置审批（较大、重大隐患）。
         */
        post: operations["feedbackGridTrouble"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/grid/ginCheckPointTaskList/troubleRecore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 隐患处置记录
         * @description 按检查任务查询隐患的流转时间线（发现、转办、整改反馈、复查、审批）。
         */
        post: operations["listGridTroubleRecords"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/grid/ginCheckPointTaskList/troubleRecoreByProcInstId": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 按流程实例查询隐患处置记录
         * @description 待办/已办中的隐患处置流程按流程实例 ID 查询时间线。
         */
        post: operations["listGridTroubleRecordsByProcInst"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/grid/ginCheckPointTaskList/udpateSafeStatus": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 提交检查结论
         * @description 提交点位检查结论与逐项结果：1 安全（任务完成）；2 存在隐患（随后登记隐患）。路径中的 udpate 拼写沿用后端。
         */
        post: operations["updateGridTaskSafeStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/grid/ginCheckPointTaskList/analysis": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 点位检查任务分析
         * @description 汇总筛选范围内的点位检查任务：任务数、已检数与检查率、发现隐患数、已整改数与整改率、逾期数，供点位任务页的分析卡片。请求体沿用检查类的查询对象（page/limit），但统计结果不分页。控制台中由「点位任务」（/grid/pointTask）使用。
         */
        post: operations["getGridPointTaskAnalysis"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/grid/ginCheckPointTaskList/passTrouble": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 隐患复查（通过或退回）
         * @description 检查人复查整改结果：result 1 复查通过（隐患闭环）；2 退回重新整改（状态“复查退回”，整改责任人再次反馈）。
         */
        post: operations["reviewGridTrouble"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/grid/pointdeploy/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 点位布设列表
         * @description 点位在平面图、BIM 模型或地图上的布设记录（/deployAdmin）。
         */
        post: operations["listGridPointDeploys"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/grid/pointdeploy/del": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 删除点位布设
         * @description 删除后该点位若无其他布设记录，布设状态变为“未布设”。
         */
        post: operations["deleteGridPointDeploy"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/grid/ginCheckStatistic/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 检查统计（按组织与月份）
         * @description 公司、分公司层级的检查统计表：检查次数、点位任务完成率、隐患数、整改闭环率、逾期数，按组织 × 月份分行。
         */
        post: operations["pageGridCheckStatistics"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/grid/ginCheckStatistic/checkType": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 按检查类型统计
         * @description 按检查类型统计检查次数、发现隐患数与整改完成率，每种检查类型一行。请求体沿用检查类的查询对象（page/limit），但统计结果不分页。控制台中由「检查统计」（/grid/statistics）使用。
         */
        post: operations["listGridCheckTypeStatistics"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/grid/ginCheckStatistic/checkRate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 检查率趋势
         * @description 按日的应检查任务、已检查任务与检查率（折线图）。
         */
        post: operations["listGridCheckRateTrend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/grid/ginCheckStatistic/categoryType": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 按隐患分类统计
         * @description 按隐患分类统计隐患数量、已整改与未整改数，每个分类一行。请求体沿用检查类的查询对象（page/limit），但统计结果不分页。控制台中由「检查统计」（/grid/statistics）使用。
         */
        post: operations["listGridCategoryStatistics"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/grid/ginCheckStatistic/listProject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 检查统计（按项目）
         * @description 各项目 × 月份的检查统计（page/limit）。
         */
        post: operations["pageGridProjectCheckStatistics"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/grid/ginCheckStatistic/listCompany": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 检查统计（按参建单位）
         * @description 各参建单位作为整改单位的隐患数、闭环率、逾期数与平均整改用时。
         */
        get: operations["listGridCompanyCheckStatistics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/grid/ginCheckStatistic/listExport": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 导出检查统计
         * @description 把检查统计按当前筛选条件导出为 Excel，列与 pageGridCheckStatistics 相同。请求体沿用列表的查询对象；其中的 page/limit 被忽略，导出全部符合条件的行。控制台中由「检查统计」（/grid/statistics）使用。
         */
        post: operations["exportGridCheckStatistics"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/grid/ginAnalyseProjectDep/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 项目部检查概况
         * @description 项目部（单个项目）检查分析页顶部卡片。
         */
        post: operations["getGridDepOverview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/grid/ginAnalyseProjectDep/trend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 项目部检查趋势
         * @description 返回项目部在日期范围内逐日的检查次数与隐患数序列，供项目巡检分析页的趋势图。请求体沿用检查类的查询对象（page/limit），但统计结果不分页。控制台中由「项目巡检分析」（/grid/projectAnalysis）使用。
         */
        post: operations["getGridDepTrend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/grid/ginAnalyseProjectDep/analyseCheck": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 项目部检查人分析
         * @description 按检查人统计应完成任务、已完成、完成率与发现隐患数。
         */
        post: operations["listGridDepCheckerAnalysis"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/grid/ginAnalyseProjectDep/undoneTask": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 项目部未完成检查任务
         * @description 种子：“ginAnalyseProjectDep: overview, undone tasks, rectification overview and page, trend, analyseCheck, completion ratio, with exports”。“undone tasks”：计划日期已到而未检查的点位任务（page/limit）。
         */
        post: operations["pageGridDepUndoneTasks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/grid/ginAnalyseProjectDep/rectificationOverview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 项目部整改概况
         * @description 种子：“ginAnalyseProjectDep: overview, undone tasks, rectification overview and page, trend, analyseCheck, completion ratio, with exports”。“rectification overview”。
         */
        post: operations["getGridDepRectificationOverview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/grid/ginAnalyseProjectDep/rectificationPage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 项目部整改明细
         * @description 种子：“ginAnalyseProjectDep: overview, undone tasks, rectification overview and page, trend, analyseCheck, completion ratio, with exports”。“rectification page”：隐患整改明细（page/limit）。
         */
        post: operations["pageGridDepRectifications"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/grid/ginAnalyseProjectDep/completionRatio": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 项目部各点位检查完成率
         * @description 种子：“ginAnalyseProjectDep: overview, undone tasks, rectification overview and page, trend, analyseCheck, completion ratio, with exports”。“completion ratio”：各网格点位的任务完成率与整改闭环率（柱状图）。
         */
        post: operations["listGridDepCompletionRatio"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/grid/ginAnalyseProjectDep/undoneTaskExport": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 导出未完成检查任务
         * @description 种子：“ginAnalyseProjectDep: overview, undone tasks, rectification overview and page, trend, analyseCheck, completion ratio, with exports”。“with exports”：名称未给出，路径为推断。
         */
        post: operations["exportGridDepUndoneTasks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/grid/ginAnalyseProjectDep/rectificationExport": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 导出整改明细
         * @description 种子：“ginAnalyseProjectDep: overview, undone tasks, rectification overview and page, trend, analyseCheck, completion ratio, with exports”。“with exports”：名称未给出，路径为推断。
         */
        post: operations["exportGridDepRectifications"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/grid/ginAnalyseProjectDep/analyseCheckExport": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 导出检查人分析
         * @description 种子：“ginAnalyseProjectDep: overview, undone tasks, rectification overview and page, trend, analyseCheck, completion ratio, with exports”。“with exports”：名称未给出，路径为推断。
         */
        post: operations["exportGridDepCheckerAnalysis"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/grid/ginAnalyseProjectDep/completionRatioExport": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 导出点位检查完成率
         * @description 种子：“ginAnalyseProjectDep: overview, undone tasks, rectification overview and page, trend, analyseCheck, completion ratio, with exports”。“with exports”：名称未给出，路径为推断。
         */
        post: operations["exportGridDepCompletionRatio"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/grid/abnormalRelations/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 异常关系列表
         * @description 网格点位责任人、整改责任人与人员状态不一致的记录（已退场、账号停用、岗位变更、未实名），需更换责任人（page/limit）。
         */
        post: operations["pageGridAbnormalRelations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/grid/abnormalRelations/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 导出异常关系
         * @description blob，60 秒超时。
         */
        post: operations["exportGridAbnormalRelations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/grid/abnormalRelations/personType": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 异常关系人员类型
         * @description 人员类型下拉。
         */
        post: operations["listGridAbnormalPersonTypes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/trouble/categorytree": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 隐患分类树（选择用）
         * @description 登记隐患、筛选隐患时的分类选择树；大类节点 uncontrol 为真（只能选小类），停用分类也为真。
         */
        get: operations["getTroubleCategoryTree"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/company/select/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 参建单位下拉
         * @description 隐患整改单位、检查问题责任单位的下拉（value 为 companyId）。
         */
        get: operations["listTroubleCompanyOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/trouble/detail/{task_id}/{type}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 隐患处置详情
         * @description 按 task_id 与 type 取隐患详情：type 1 隐患整改处理（/troubleHandle），2 隐患处置审批（/approvalOfHiddenDangers），3 审批驳回查看（/hiddenDangerBh）。can_feedback、can_audit 决定页面按钮。
         */
        get: operations["getTroubleTaskDetail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orgdept/sysUser/positionlist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 岗位及人员列表
         * @description 按岗位分组的人员（选择整改责任人、审批人、转办人时用）。
         */
        get: operations["listSysUserPositions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/trouble/items/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 编辑隐患库条目
         * @description 隐患库（/troubleLibManager）条目的编辑（pc 服务，字段为下划线风格）。
         */
        post: operations["editTroubleItem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/task/trouble/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 隐患处置审批
         * @description 较大、重大隐患整改反馈后的处置审批（/approvalOfHiddenDangers）：1 通过 → 隐患复查通过（闭环）；2 驳回 → 复查退回，整改责任人重新整改，记录出现在驳回列表（/hiddenDangerBh）。
         */
        post: operations["auditTaskTrouble"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/task/trouble/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 隐患审批（移动端接口）
         * @description 种子：两个辅助函数以未定义的请求体调用此接口（不起作用）。请求体按 /pc/task/trouble/audit 推断，可不传。
         */
        post: operations["approveAppTaskTrouble"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/flw/task/delegate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 流程任务转办
         * @description 把当前隐患处置或检查流程的待办转给其他人办理（委派）。
         */
        post: operations["delegateFlowTask"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/point/v2/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 项目网格点位列表
         * @description 点位地图、布设页使用的项目点位（不分页）。
         */
        get: operations["listProjectPointsV2"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/point/deploy/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 点位布设信息
         * @description 读取一个点位（point_id）的布设信息：位置、设备、负责人与布设时间。不分页。控制台中由「点位部署」（/grid/deployAdmin）使用。
         */
        get: operations["getPointDeployInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/project/sup/check/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 监督检查分页
         * @description 分公司、集团对项目的安全监督检查（/pc/project/sup/check/*，种子未列具体调用，路径与字段为推断）。状态流转（种子“Check: reply, then verify”）：下发 → 1 待回复 → 项目回复（reply）→ 2 待复核 → 复核（verify）通过 → 3 复核通过；退回 → 4 复核退回 → 项目再次回复。page/limit 分页。
         */
        get: operations["pageSupervisionChecks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/project/sup/check/detail/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 监督检查详情
         * @description 读取一次监督检查：检查单位、被检项目、检查时间、检查人、发现的问题与整改要求。检查先回复再复核（种子 001 §4）。不分页。控制台中由「监督检查」（/check/supervision）、「企业检查」（/check/corp）使用。种子没有写出这个调用的路径，路径与字段由我们设计（x-inferred），待后端确认。
         */
        get: operations["getSupervisionCheck"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/project/sup/check/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 新增监督检查
         * @description 登记检查结果与问题清单并下发给项目（状态 1 待回复）。应答 data 为新检查单 ID。
         */
        post: operations["addSupervisionCheck"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/project/sup/check/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 编辑监督检查
         * @description 仅“待回复”且项目尚未回复时可编辑。
         */
        post: operations["editSupervisionCheck"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/project/sup/check/del/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 删除监督检查
         * @description 仅“待回复”状态可删除。
         */
        post: operations["deleteSupervisionCheck"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/project/sup/check/reply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 回复监督检查
         * @description 项目逐条回复整改情况（check: reply）：1 待回复 / 4 复核退回 → 2 待复核。
         */
        post: operations["replySupervisionCheck"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/project/sup/check/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 复核监督检查
         * @description 检查方复核项目回复（check: verify）：1 通过 → 3 复核通过（闭环）；2 退回 → 4 复核退回。
         */
        post: operations["verifySupervisionCheck"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/project/sup/check/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 导出监督检查
         * @description 按列表筛选条件导出（blob，60 秒超时）。
         */
        get: operations["exportSupervisionChecks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/project/corp/check/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 企业检查分页
         * @description 集团（企业）对各项目的企业安全检查（/pc/project/corp/check/*，种子未列具体调用，路径与字段为推断）。状态流转（种子“Check: reply, then verify”）：下发 → 1 待回复 → 项目回复（reply）→ 2 待复核 → 复核（verify）通过 → 3 复核通过；退回 → 4 复核退回 → 项目再次回复。page/limit 分页。
         */
        get: operations["pageCorpChecks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/project/corp/check/detail/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 企业检查详情
         * @description 读取一次企业检查：检查组、被检项目、检查项结果、发现的隐患与整改情况。检查先回复再复核（种子 001 §4）。不分页。控制台中由「企业检查」（/check/corp）使用。种子没有写出这个调用的路径，路径与字段由我们设计（x-inferred），待后端确认。
         */
        get: operations["getCorpCheck"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/project/corp/check/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 新增企业检查
         * @description 登记检查结果与问题清单并下发给项目（状态 1 待回复）。应答 data 为新检查单 ID。
         */
        post: operations["addCorpCheck"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/project/corp/check/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 编辑企业检查
         * @description 仅“待回复”且项目尚未回复时可编辑。
         */
        post: operations["editCorpCheck"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/project/corp/check/del/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 删除企业检查
         * @description 仅“待回复”状态可删除。
         */
        post: operations["deleteCorpCheck"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/project/corp/check/reply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 回复企业检查
         * @description 项目逐条回复整改情况（check: reply）：1 待回复 / 4 复核退回 → 2 待复核。
         */
        post: operations["replyCorpCheck"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/project/corp/check/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 复核企业检查
         * @description 检查方复核项目回复（check: verify）：1 通过 → 3 复核通过（闭环）；2 退回 → 4 复核退回。
         */
        post: operations["verifyCorpCheck"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/project/corp/check/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 导出企业检查
         * @description 按列表筛选条件导出（blob，60 秒超时）。
         */
        get: operations["exportCorpChecks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/project/corp/pointCheck/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 点位抽查分页
         * @description 企业（分公司、集团）对项目网格点位的抽查（/pc/project/corp/pointCheck/*，路径与字段为推断）。合格则无需整改（状态 0）；存在问题则下发 → 1 待回复 → 回复（reply）→ 2 待复核 → 复核（verify）→ 3 复核通过 / 4 复核退回。page/limit 分页。
         */
        get: operations["pageCorpPointChecks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/project/corp/pointCheck/detail/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 点位抽查详情
         * @description 读取一次点位抽查：抽查点位、抽查人、结果与照片。不分页。控制台中由「点位检查」（/check/pointCheck）使用。种子没有写出这个调用的路径，路径与字段由我们设计（x-inferred），待后端确认。
         */
        get: operations["getCorpPointCheck"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/project/corp/pointCheck/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 新增点位抽查
         * @description 应答 data 为新抽查 ID。
         */
        post: operations["addCorpPointCheck"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/project/corp/pointCheck/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 编辑点位抽查
         * @description 仅“待回复”且项目尚未回复时可编辑。
         */
        post: operations["editCorpPointCheck"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/project/corp/pointCheck/del/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 删除点位抽查
         * @description 删除一条点位抽查记录（路径中的 id）。已被回复或复核的抽查记录由后端拒绝删除，并在 msg 中说明原因。不分页。控制台中由「点位检查」（/check/pointCheck）使用。种子没有写出这个调用的路径，路径与字段由我们设计（x-inferred），待后端确认。
         */
        post: operations["deleteCorpPointCheck"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/project/corp/pointCheck/reply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 回复点位抽查
         * @description 项目回复整改情况：1 待回复 / 4 复核退回 → 2 待复核。
         */
        post: operations["replyCorpPointCheck"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/project/corp/pointCheck/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 复核点位抽查
         * @description 1 通过 → 3 复核通过；2 退回 → 4 复核退回。
         */
        post: operations["verifyCorpPointCheck"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/project/corp/pointCheck/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 导出点位抽查
         * @description 把点位抽查按当前筛选条件导出为 Excel，列与 pageCorpPointChecks 相同。不分页：导出与列表相同筛选条件下的全部行。控制台中由「点位检查」（/check/pointCheck）使用。种子没有写出这个调用的路径，路径与字段由我们设计（x-inferred），待后端确认。
         */
        get: operations["exportCorpPointChecks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/project/special/check/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 专项检查管理分页
         * @description 检查管理中的专项检查（/pc/project/special/check/*，路径与字段为推断）。状态（种子“Special check: add, start, finish, back out”）：新增（add）→ 0 未开始 → 启动（start）→ 1 进行中 → 完成（finish）→ 2 已完成；未完成前可撤回（backout）→ 3 已撤回。page/limit 分页。
         */
        get: operations["pageProjectSpecialChecks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/project/special/check/detail/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 专项检查管理详情
         * @description 读取专项检查管理中的一条专项检查：主题、范围、检查组、计划时间与状态。不分页。控制台中由「专项检查管理」（/check/special）使用。种子没有写出这个调用的路径，路径与字段由我们设计（x-inferred），待后端确认。
         */
        get: operations["getProjectSpecialCheck"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/project/special/check/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 新增专项检查
         * @description 新增后状态 0 未开始。应答 data 为新专项检查 ID。
         */
        post: operations["addProjectSpecialCheck"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/project/special/check/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 编辑专项检查
         * @description 仅“未开始”可编辑。
         */
        post: operations["editProjectSpecialCheck"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/project/special/check/del/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 删除专项检查
         * @description 仅“未开始”可删除。
         */
        post: operations["deleteProjectSpecialCheck"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/project/special/check/finish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 完成专项检查
         * @description 1 进行中 → 2 已完成；可附检查总结。
         */
        post: operations["finishProjectSpecialCheck"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/project/special/check/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 导出专项检查
         * @description 把专项检查管理列表按当前筛选条件导出为 Excel，列与 pageProjectSpecialChecks 相同。不分页：导出与列表相同筛选条件下的全部行。控制台中由「专项检查管理」（/check/special）使用。种子没有写出这个调用的路径，路径与字段由我们设计（x-inferred），待后端确认。
         */
        get: operations["exportProjectSpecialChecks"];
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
        /** @description 隐患分类树节点（id、label、children、uncontrol 为种子所列字段，其余为推断） */
        GridCategoryNode: {
            /** @description 分类 ID */
            id: number;
            /** @description 分类名称 */
            label: string;
            /** @description 上级分类 ID；顶级为 0 */
            parentId?: number;
            /** @description 树层级：1 大类，2 小类 */
            level?: number;
            /** @description 排序号，小的在前 */
            sort?: number;
            /** @description 分类下（含子分类）的检查项数 */
            itemCount?: number;
            /** @description 是否不受控（不可选中，如停用的分类） */
            uncontrol?: boolean;
            /** @description 子分类；空列表会被移除 */
            children?: components["schemas"]["GridCategoryNode"][];
        };
        /** @description 失败应答 */
        ErrorEnvelope: components["schemas"]["Envelope"] & {
            data?: null;
        };
        /** @description 隐患分类新增/编辑表单 */
        GridCategoryForm: {
            /** @description 分类 ID（编辑时必填） */
            id?: number;
            /** @description 上级分类 ID；顶级传 0 */
            parentId: number;
            /** @description 分类名称 */
            name: string;
            /** @description 排序号 */
            sort?: number;
            /** @description 项目 ID；不传为集团公共分类库 */
            projectId?: number;
            /** @description 备注 */
            remark?: string;
        };
        /** @description 无数据的操作应答（新增、编辑、删除、提交等） */
        OkEnvelope: components["schemas"]["Envelope"] & {
            /** @description 操作结果；部分接口返回新记录的 ID */
            data?: null | boolean | number | string;
        };
        /** @description 只带一个 ID 的请求体 */
        IdBody: {
            /** @description 记录 ID */
            id: number;
        };
        /** @description 下级分类（懒加载一层） */
        GridCategoryChild: {
            /** @description 分类 ID */
            id: number;
            /** @description 分类名称 */
            name: string;
            /** @description 上级分类 ID */
            parentId: number;
            /** @description 树层级：1 大类，2 小类 */
            level?: number;
            /** @description 是否还有下级分类 */
            hasChildren?: boolean;
            /** @description 检查项数 */
            itemCount?: number;
        };
        /** @description 隐患等级（一般/较大/重大隐患） */
        GridTroubleLevel: {
            /** @description 隐患等级：1 一般隐患，2 较大隐患，3 重大隐患 */
            value: number;
            /** @description 等级名称 */
            label: string;
            /** @description 默认整改期限（天） */
            rectifyDays?: number;
            /** @description 整改后是否需走隐患处置审批流程 */
            needApproval?: boolean;
            /** @description 标签颜色 */
            color?: string;
        };
        /** @description 点位检查项（按分类分组） */
        GridPointItemGroup: {
            /** @description 分类 ID */
            categoryId: number;
            /** @description 分类名称 */
            categoryName: string;
            /** @description 该分类下点位要检查的项 */
            items: components["schemas"]["GridCategoryItem"][];
        };
        /** @description 隐患库检查项 */
        GridCategoryItem: {
            /** @description 检查项 ID */
            id: number;
            /** @description 所属分类 ID（小类） */
            categoryId: number;
            /** @description 所属分类名称 */
            categoryName?: string;
            /** @description 所属大类名称 */
            parentCategoryName?: string;
            /** @description 检查内容（隐患描述） */
            content: string;
            /** @description 检查标准 */
            standard?: string;
            /** @description 依据条款 */
            basis?: string;
            /** @description 隐患等级：1 一般隐患，2 较大隐患，3 重大隐患 */
            troubleLevel: number;
            /** @description 隐患等级名称 */
            levelName?: string;
            /** @description 整改期限（天） */
            rectifyDays?: number;
            /** @description 整改措施建议 */
            measure?: string;
            /** @description 状态：0 停用，1 启用 */
            status?: number;
            /** @description 创建时间 */
            createTime?: string;
        };
        /** @description 检查项分页查询（page/limit） */
        GridCategoryItemQuery: components["schemas"]["LimitQuery"] & {
            /** @description 分类 ID（含其下级分类） */
            categoryId?: number;
            /** @description 检查内容关键字 */
            keyword?: string;
            /** @description 隐患等级：1 一般隐患，2 较大隐患，3 重大隐患 */
            troubleLevel?: number;
            /** @description 状态：0 停用，1 启用 */
            status?: number;
        };
        /** @description 请求体中的分页参数（page/limit，考勤与检查类接口） */
        LimitQuery: {
            /**
             * @description 页码
             * @default 1
             */
            page?: number;
            /**
             * @description 每页条数
             * @default 10
             */
            limit?: number;
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
        /** @description 检查项新增/编辑表单 */
        GridCategoryItemForm: {
            /** @description 检查项 ID（编辑时必填） */
            id?: number;
            /** @description 所属分类 ID */
            categoryId: number;
            /** @description 检查内容（隐患描述） */
            content: string;
            /** @description 检查标准 */
            standard?: string;
            /** @description 依据条款 */
            basis?: string;
            /**
             * @description 隐患等级：1 一般隐患，2 较大隐患，3 重大隐患
             * @enum {integer}
             */
            troubleLevel: 1 | 2 | 3;
            /** @description 整改期限（天） */
            rectifyDays?: number;
            /** @description 整改措施建议 */
            measure?: string;
            /**
             * @description 状态：0 停用，1 启用
             * @enum {integer}
             */
            status?: 0 | 1;
        };
        /** @description 批量操作的 ID 列表 */
        IdsBody: {
            /** @description 记录 ID 列表 */
            ids: number[];
        };
        /** @description multipart 表单中的单个文件 */
        UploadForm: {
            /**
             * Format: binary
             * @description 上传的文件
             */
            file: Blob;
        };
        /** @description 导入结果 */
        GridImportResult: {
            /** @description 读取的行数 */
            total: number;
            /** @description 导入成功行数 */
            successCount: number;
            /** @description 失败行数 */
            failCount: number;
            /** @description 失败明细 */
            failRows?: {
                /** @description Excel 行号 */
                row: number;
                /** @description 失败原因 */
                reason: string;
            }[];
        };
        /**
         * Format: binary
         * @description 文件内容
         */
        Binary: Blob;
        /** @description 规则查询条件 */
        GridRuleQuery: {
            /** @description 项目 ID */
            projectId?: number;
            /** @description 规则类型：1 巡检频次，2 整改时限，3 逾期提醒 */
            ruleType?: number;
            /** @description 是否启用：0 停用，1 启用 */
            enabled?: number;
        };
        /** @description 巡检规则（频次、整改时限、逾期提醒） */
        GridRule: {
            /** @description 规则 ID */
            id: number;
            /** @description 规则名称 */
            ruleName: string;
            /** @description 规则类型：1 巡检频次，2 整改时限，3 逾期提醒 */
            ruleType: number;
            /** @description 巡检周期：1 每日，2 每周，3 每月（巡检频次规则） */
            cycle?: number;
            /** @description 每周期巡检次数 */
            times?: number;
            /** @description 适用隐患等级：0 全部，1 一般隐患，2 较大隐患，3 重大隐患（整改时限规则） */
            troubleLevel?: number;
            /** @description 整改时限（天） */
            rectifyDays?: number;
            /** @description 到期前提醒（小时） */
            remindHours?: number;
            /** @description 是否启用：0 停用，1 启用 */
            enabled: number;
            /** @description 备注 */
            remark?: string;
            /** @description 最后修改人 */
            updateUser?: string;
            /** @description 最后修改时间 */
            updateTime?: string;
        };
        /** @description 巡检规则新增/编辑表单 */
        GridRuleForm: {
            /** @description 规则 ID（编辑时必填） */
            id?: number;
            /** @description 项目 ID；不传为集团通用规则 */
            projectId?: number;
            /** @description 规则名称 */
            ruleName: string;
            /**
             * @description 规则类型：1 巡检频次，2 整改时限，3 逾期提醒
             * @enum {integer}
             */
            ruleType: 1 | 2 | 3;
            /** @description 巡检周期：1 每日，2 每周，3 每月 */
            cycle?: number;
            /** @description 每周期巡检次数 */
            times?: number;
            /** @description 适用隐患等级：0 全部，1 一般，2 较大，3 重大 */
            troubleLevel?: number;
            /** @description 整改时限（天） */
            rectifyDays?: number;
            /** @description 到期前提醒（小时） */
            remindHours?: number;
            /**
             * @description 是否启用：0 停用，1 启用
             * @enum {integer}
             */
            enabled?: 0 | 1;
            /** @description 备注 */
            remark?: string;
        };
        /** @description 网格点位分页查询 */
        GridPointQuery: components["schemas"]["LimitQuery"] & {
            /** @description 项目 ID */
            projectId?: number;
            /** @description 施工区域 ID */
            areaId?: number;
            /** @description 点位风险等级：1 低风险，2 一般风险，3 较大风险，4 重大风险 */
            riskLevel?: number;
            /** @description 点位状态：0 未启用，1 已启用，2 已停用 */
            status?: number;
            /** @description 点位名称或编号 */
            keyword?: string;
        };
        /** @description 网格点位 */
        GridPoint: {
            /** @description 点位 ID */
            id: number;
            /** @description 点位编号 */
            pointCode?: string;
            /** @description 点位名称 */
            pointName: string;
            /** @description 项目 ID */
            projectId: number;
            /** @description 项目名称 */
            projectName?: string;
            /** @description 施工区域 ID */
            areaId?: number;
            /** @description 施工区域名称 */
            areaName?: string;
            /** @description 点位风险等级：1 低风险，2 一般风险，3 较大风险，4 重大风险 */
            riskLevel?: number;
            /** @description 关联的隐患分类 ID */
            categoryIds?: number[];
            /** @description 关联的隐患分类（顿号分隔） */
            categoryNames?: string;
            /** @description 巡检频次规则 ID */
            ruleId?: number;
            /** @description 巡检频次规则名称 */
            ruleName?: string;
            /** @description 责任人 */
            persons?: components["schemas"]["GridPointPerson"][];
            /** @description 点位状态：0 未启用，1 已启用（按规则生成巡检任务），2 已停用 */
            status: number;
            /** @description 布设状态：0 未布设，1 已布设 */
            deployStatus?: number;
            /** @description 最近一次检查时间 */
            lastCheckTime?: string | null;
            /** @description 累计巡检任务数 */
            taskCount?: number;
            /** @description 累计发现隐患数 */
            troubleCount?: number;
            /** @description 创建时间 */
            createTime?: string;
        };
        /** @description 网格点位责任人 */
        GridPointPerson: {
            /** @description 人员 ID（管理人员 managerId） */
            userId: number;
            /** @description 姓名 */
            name: string;
            /** @description 手机号 */
            mobile?: string;
            /** @description 岗位 */
            position?: string;
            /** @description 点位职责：1 网格长，2 网格员（责任人），3 巡检员 */
            personType?: number;
            /** @description 所属单位 */
            companyName?: string;
            /** @description 当前负责的点位数 */
            pointCount?: number;
        };
        /** @description 网格点位新增/编辑表单 */
        GridPointForm: {
            /** @description 点位 ID（编辑时必填） */
            id?: number;
            /** @description 项目 ID */
            projectId: number;
            /** @description 点位编号 */
            pointCode?: string;
            /** @description 点位名称 */
            pointName: string;
            /** @description 施工区域 ID */
            areaId: number;
            /**
             * @description 点位风险等级：1 低风险，2 一般风险，3 较大风险，4 重大风险
             * @enum {integer}
             */
            riskLevel: 1 | 2 | 3 | 4;
            /** @description 关联的隐患分类 ID */
            categoryIds?: number[];
            /** @description 巡检频次规则 ID */
            ruleId?: number;
            /** @description 责任人 */
            persons?: {
                /** @description 人员 ID */
                userId: number;
                /** @description 点位职责：1 网格长，2 网格员，3 巡检员 */
                personType: number;
            }[];
            /** @description 经度 */
            longitude?: number;
            /** @description 纬度 */
            latitude?: number;
            /** @description 点位说明 */
            description?: string;
        };
        /** @description 网格点位详情 */
        GridPointDetail: components["schemas"]["GridPoint"] & {
            /** @description 经度 */
            longitude?: number;
            /** @description 纬度 */
            latitude?: number;
            /** @description 点位说明 */
            description?: string;
            /** @description 点位二维码（巡检扫码） */
            qrCodeUrl?: string;
            /** @description 点位检查项 */
            itemGroups?: components["schemas"]["GridPointItemGroup"][];
        };
        /** @description 点位启用/停用 */
        GridPointStartBody: {
            /** @description 点位 ID */
            id: number;
            /**
             * @description 目标状态：1 启用（开始按规则生成巡检任务），2 停用
             * @enum {integer}
             */
            status: 1 | 2;
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
        /** @description 点位检查任务 */
        GridPointTask: {
            /** @description 检查任务 ID（task_id） */
            id: number;
            /** @description 任务编号 */
            taskNo?: string;
            /** @description 所属检查 ID */
            checkId?: number;
            /** @description 所属检查名称 */
            checkName?: string;
            /** @description 点位 ID */
            pointId: number;
            /** @description 点位名称 */
            pointName: string;
            /** @description 施工区域 */
            areaName?: string;
            /** @description 项目 ID */
            projectId?: number;
            /** @description 项目名称 */
            projectName?: string;
            /** @description 检查人 ID */
            checkUserId?: number;
            /** @description 检查人 */
            checkUserName?: string;
            /**
             * Format: date
             * @description 计划检查日期
             */
            planDate?: string;
            /** @description 实际检查时间 */
            checkTime?: string | null;
            /** @description 检查结论：0 未检查，1 安全（未发现隐患），2 存在隐患 */
            safeStatus: number;
            /** @description 隐患 ID（存在隐患时） */
            troubleId?: number | null;
            /** @description 隐患等级：1 一般隐患，2 较大隐患，3 重大隐患；无隐患为 null */
            troubleLevel?: number | null;
            /** @description 隐患状态：0 无隐患，1 待整改，2 待复查（已反馈整改），3 复查通过（已闭环），4 复查退回（重新整改），5 已逾期 */
            troubleStatus: number;
            /** @description 整改责任人 */
            rectifyUserName?: string | null;
            /**
             * Format: date
             * @description 整改期限
             */
            rectifyDeadline?: string | null;
            /** @description 隐患处置流程实例 ID */
            procInstId?: string | null;
        };
        /** @description 点位分析查询条件 */
        GridPointAnalyseQuery: {
            /** @description 项目 ID */
            projectId?: number;
            /** @description 施工区域 ID */
            areaId?: number;
            /**
             * Format: date
             * @description 开始日期
             */
            startDate?: string;
            /**
             * Format: date
             * @description 结束日期
             */
            endDate?: string;
        };
        /** @description 点位概况 */
        GridPointOverview: {
            /** @description 点位总数 */
            pointCount: number;
            /** @description 已启用点位数 */
            enabledCount: number;
            /** @description 已布设点位数 */
            deployedCount?: number;
            /** @description 今日巡检任务数 */
            todayTaskCount?: number;
            /** @description 今日已检查数 */
            todayCheckedCount?: number;
            /** @description 今日检查率（%） */
            todayCheckRate?: number;
            /** @description 存在未闭环隐患的点位数 */
            troublePointCount?: number;
            /** @description 责任人数 */
            personCount?: number;
        };
        /** @description 图表序列：横轴类目与一组或多组数值 */
        ChartSeries: {
            /** @description 横轴（日期、组织名等） */
            categories: string[];
            series: {
                /** @description 序列名称 */
                name: string;
                /** @description 与 categories 一一对应的数值 */
                data: number[];
            }[];
        };
        /** @description 按施工区域的点位统计 */
        GridPointAreaStat: {
            /** @description 施工区域 ID */
            areaId: number;
            /** @description 施工区域名称 */
            areaName: string;
            /** @description 点位数 */
            pointCount: number;
            /** @description 巡检任务数 */
            taskCount?: number;
            /** @description 已检查数 */
            checkedCount?: number;
            /** @description 发现隐患数 */
            troubleCount?: number;
            /** @description 未闭环隐患数 */
            openTroubleCount?: number;
        };
        /** @description 按风险等级的点位统计 */
        GridPointRiskStat: {
            /** @description 点位风险等级：1 低风险，2 一般风险，3 较大风险，4 重大风险 */
            riskLevel: number;
            /** @description 风险等级名称 */
            riskName: string;
            /** @description 点位数 */
            pointCount: number;
            /** @description 发现隐患数 */
            troubleCount?: number;
            /** @description 点位占比（%） */
            rate?: number;
        };
        /** @description 检查分页查询 */
        GridCheckQuery: components["schemas"]["LimitQuery"] & {
            /** @description 项目 ID */
            projectId?: number;
            /** @description 检查类型：1 日常巡检，2 专项检查，3 监督检查，4 企业检查，5 点位抽查 */
            checkType?: number;
            /** @description 检查状态：0 未开始，1 进行中，2 已完成，3 已撤回 */
            status?: number;
            /** @description 检查名称或编号 */
            keyword?: string;
            /**
             * Format: date
             * @description 计划开始日期起
             */
            startDate?: string;
            /**
             * Format: date
             * @description 计划开始日期止
             */
            endDate?: string;
        };
        /** @description 检查（一次巡检或检查活动，下含各点位检查任务） */
        GridCheck: {
            /** @description 检查 ID */
            id: number;
            /** @description 检查编号 */
            checkNo?: string;
            /** @description 检查名称 */
            checkName: string;
            /** @description 检查类型：1 日常巡检，2 专项检查，3 监督检查，4 企业检查，5 点位抽查 */
            checkType: number;
            /** @description 项目 ID */
            projectId?: number;
            /** @description 项目名称 */
            projectName?: string;
            /** @description 检查负责人 ID */
            checkUserId?: number;
            /** @description 检查负责人 */
            checkUserName?: string;
            /**
             * Format: date
             * @description 计划开始日期
             */
            planStartDate?: string;
            /**
             * Format: date
             * @description 计划结束日期
             */
            planEndDate?: string;
            /** @description 检查点位数（任务数） */
            pointCount?: number;
            /** @description 已检查点位数 */
            checkedPointCount?: number;
            /** @description 发现隐患数 */
            troubleCount?: number;
            /** @description 已闭环隐患数 */
            rectifiedCount?: number;
            /** @description 检查状态：0 未开始，1 进行中，2 已完成，3 已撤回 */
            status: number;
            /** @description 创建时间 */
            createTime?: string;
        };
        /** @description 检查详情 */
        GridCheckDetail: components["schemas"]["GridCheck"] & {
            /** @description 检查说明 */
            description?: string;
            /** @description 按隐患等级统计 */
            levelStat?: {
                /** @description 隐患等级：1 一般隐患，2 较大隐患，3 重大隐患 */
                troubleLevel: number;
                /** @description 等级名称 */
                levelName?: string;
                /** @description 隐患数 */
                count: number;
            }[];
            /** @description 该检查下的点位检查任务 */
            tasks?: components["schemas"]["GridPointTask"][];
        };
        /** @description 专项检查分页查询 */
        GridSpecialCheckQuery: components["schemas"]["LimitQuery"] & {
            /** @description 组织 ID */
            orgId?: number;
            /** @description 项目 ID */
            projectId?: number;
            /** @description 专项类型：1 临时用电，2 起重机械，3 深基坑，4 高处作业，5 消防安全，6 冬季施工 */
            specialType?: number;
            /** @description 专项检查状态：0 未开始，1 进行中，2 已完成，3 已撤回 */
            status?: number;
            /** @description 专项名称或编号 */
            keyword?: string;
        };
        /** @description 专项检查 */
        GridSpecialCheck: {
            /** @description 专项检查 ID */
            id: number;
            /** @description 专项检查编号 */
            specialNo?: string;
            /** @description 专项检查名称 */
            specialName: string;
            /** @description 专项类型：1 临时用电，2 起重机械，3 深基坑，4 高处作业，5 消防安全，6 冬季施工 */
            specialType: number;
            /** @description 专项类型名称 */
            specialTypeName?: string;
            /** @description 发起组织 ID */
            orgId?: number;
            /** @description 发起组织 */
            orgName?: string;
            /** @description 涉及项目数 */
            projectCount?: number;
            /** @description 已完成检查的项目数 */
            checkedProjectCount?: number;
            /** @description 检查组组长 */
            leaderName?: string;
            /**
             * Format: date
             * @description 开始日期
             */
            startDate?: string;
            /**
             * Format: date
             * @description 结束日期
             */
            endDate?: string;
            /** @description 发现隐患数 */
            troubleCount?: number;
            /** @description 已闭环隐患数 */
            rectifiedCount?: number;
            /** @description 专项检查状态：0 未开始（已添加），1 进行中（已启动），2 已完成，3 已撤回 */
            status: number;
            /** @description 创建时间 */
            createTime?: string;
        };
        /** @description 专项检查详情 */
        GridSpecialCheckDetail: components["schemas"]["GridSpecialCheck"] & {
            /** @description 检查要求 */
            requirement?: string;
            /** @description 检查涉及的隐患分类 ID */
            categoryIds?: number[];
            /** @description 各项目检查情况 */
            projects?: {
                /** @description 项目 ID */
                projectId: number;
                /** @description 项目名称 */
                projectName: string;
                /** @description 检查情况：0 未检查，1 已检查 */
                checkStatus: number;
                /**
                 * Format: date
                 * @description 检查日期
                 */
                checkDate?: string | null;
                /** @description 发现隐患数 */
                troubleCount?: number;
                /** @description 已闭环隐患数 */
                rectifiedCount?: number;
            }[];
            /** @description 撤回原因（已撤回时） */
            backoutReason?: string | null;
        };
        /** @description 撤回（back out）请求 */
        GridBackoutBody: {
            /** @description 专项检查 ID */
            id: number;
            /** @description 撤回原因 */
            reason?: string;
        };
        /** @description 点位检查任务分页查询 */
        GridPointTaskQuery: components["schemas"]["LimitQuery"] & {
            /** @description 项目 ID */
            projectId?: number;
            /** @description 检查 ID */
            checkId?: number;
            /** @description 点位 ID */
            pointId?: number;
            /** @description 检查结论：0 未检查，1 安全（未发现隐患），2 存在隐患 */
            safeStatus?: number;
            /** @description 隐患状态：0 无隐患，1 待整改，2 待复查（已反馈整改），3 复查通过（已闭环），4 复查退回（重新整改），5 已逾期 */
            troubleStatus?: number;
            /** @description 隐患等级：1 一般隐患，2 较大隐患，3 重大隐患 */
            troubleLevel?: number;
            /** @description 点位名称或任务编号 */
            keyword?: string;
            /**
             * Format: date
             * @description 计划日期起
             */
            startDate?: string;
            /**
             * Format: date
             * @description 计划日期止
             */
            endDate?: string;
        };
        /** @description 点位检查任务详情 */
        GridPointTaskDetail: components["schemas"]["GridPointTask"] & {
            /** @description 逐项检查结果 */
            itemResults?: components["schemas"]["GridTaskItemResult"][];
            /** @description 检查现场照片 */
            checkPhotos?: string[];
            /** @description 检查备注 */
            remark?: string;
            /** @description 发现的隐患；无隐患为 null */
            trouble?: components["schemas"]["GridTrouble"] | null;
            /** @description 处置记录 */
            records?: components["schemas"]["GridTroubleRecord"][];
        };
        /** @description 检查项逐项结果 */
        GridTaskItemResult: {
            /** @description 检查项 ID */
            itemId: number;
            /** @description 检查内容 */
            content: string;
            /** @description 检查结果：0 未检查，1 合格，2 不合格 */
            result: number;
            /** @description 备注 */
            remark?: string;
        };
        /** @description 隐患 */
        GridTrouble: {
            /** @description 隐患 ID */
            troubleId: number;
            /** @description 隐患编号 */
            troubleNo?: string;
            /** @description 检查任务 ID */
            taskId?: number;
            /** @description 项目名称 */
            projectName?: string;
            /** @description 点位名称 */
            pointName?: string;
            /** @description 隐患分类 ID */
            categoryId?: number;
            /** @description 隐患分类 */
            categoryName?: string;
            /** @description 隐患库检查项 ID；自定义隐患为 null */
            itemId?: number | null;
            /** @description 检查项内容 */
            itemContent?: string;
            /** @description 隐患等级：1 一般隐患，2 较大隐患，3 重大隐患 */
            troubleLevel: number;
            /** @description 隐患等级名称 */
            levelName?: string;
            /** @description 隐患描述 */
            description: string;
            /** @description 隐患照片 */
            photos?: string[];
            /** @description 整改单位 ID */
            companyId?: number;
            /** @description 整改单位 */
            companyName?: string;
            /** @description 整改责任人 ID */
            rectifyUserId?: number;
            /** @description 整改责任人 */
            rectifyUserName?: string;
            /**
             * Format: date
             * @description 整改期限
             */
            rectifyDeadline?: string;
            /** @description 发现人 */
            findUserName?: string;
            /** @description 发现时间 */
            findTime?: string;
            /** @description 整改完成时间 */
            rectifyTime?: string | null;
            /** @description 逾期天数；未逾期为 0 */
            overdueDays?: number;
            /** @description 隐患状态：0 无隐患，1 待整改，2 待复查（已反馈整改），3 复查通过（已闭环），4 复查退回（重新整改），5 已逾期 */
            status: number;
            /** @description 整改反馈；尚未反馈为 null */
            feedback?: components["schemas"]["GridTroubleFeedback"] | null;
            /** @description 隐患处置流程实例 ID（较大、重大隐患走审批） */
            procInstId?: string | null;
        };
        /** @description 整改反馈 */
        GridTroubleFeedback: {
            /** @description 整改情况说明 */
            content: string;
            /** @description 整改后照片 */
            photos?: string[];
            /** @description 整改完成时间 */
            rectifyTime: string;
            /** @description 反馈人 */
            feedbackUserName?: string;
        };
        /** @description 隐患处置记录（流转时间线） */
        GridTroubleRecord: {
            /** @description 记录 ID */
            id: number;
            /** @description 检查任务 ID */
            taskId?: number;
            /** @description 隐患 ID */
            troubleId?: number;
            /** @description 操作：1 发现隐患，2 整改反馈，3 复查通过，4 复查退回，5 转办，6 审批通过，7 审批驳回 */
            operType: number;
            /** @description 操作名称 */
            operTypeName?: string;
            /** @description 操作人 ID */
            operatorId?: number;
            /** @description 操作人 */
            operatorName: string;
            /** @description 操作时间 */
            operTime: string;
            /** @description 说明或意见 */
            content?: string;
            /** @description 附带照片 */
            photos?: string[];
        };
        /** @description 登记隐患 */
        GridAddTroubleBody: {
            /** @description 检查任务 ID */
            taskId: number;
            /** @description 隐患分类 ID */
            categoryId: number;
            /** @description 隐患库检查项 ID（自定义隐患不传） */
            itemId?: number;
            /**
             * @description 隐患等级：1 一般隐患，2 较大隐患，3 重大隐患
             * @enum {integer}
             */
            troubleLevel: 1 | 2 | 3;
            /** @description 隐患描述 */
            description: string;
            /** @description 隐患照片地址（先经 /pc/file/upload 上传） */
            photos?: string[];
            /** @description 整改单位 ID */
            companyId?: number;
            /** @description 整改责任人 ID */
            rectifyUserId: number;
            /**
             * Format: date
             * @description 整改期限
             */
            rectifyDeadline: string;
        };
        /** @description 整改反馈 */
        GridFeedbackBody: {
            /** @description 检查任务 ID */
            taskId: number;
            /** @description 隐患 ID */
            troubleId: number;
            /** @description 整改情况说明 */
            content: string;
            /** @description 整改后照片 */
            photos?: string[];
            /** @description 整改完成时间 */
            rectifyTime?: string;
        };
        /** @description 按检查任务查询 */
        GridTaskIdBody: {
            /** @description 检查任务 ID（task_id） */
            taskId: number;
        };
        /** @description 按流程实例查询 */
        GridProcInstBody: {
            /** @description 流程实例 ID */
            procInstId: string;
        };
        /** @description 提交检查结论 */
        GridSafeStatusBody: {
            /** @description 检查任务 ID */
            taskId: number;
            /**
             * @description 检查结论：1 安全（未发现隐患），2 存在隐患
             * @enum {integer}
             */
            safeStatus: 1 | 2;
            /** @description 逐项结果 */
            itemResults?: {
                /** @description 检查项 ID */
                itemId: number;
                /** @description 1 合格，2 不合格 */
                result: number;
            }[];
            /** @description 现场照片 */
            photos?: string[];
            /** @description 备注 */
            remark?: string;
        };
        /** @description 统计分析查询条件（分页类接口同时使用 page/limit） */
        GridAnalyseQuery: components["schemas"]["LimitQuery"] & {
            /** @description 组织 ID（公司、分公司） */
            orgId?: number;
            /** @description 项目 ID */
            projectId?: number;
            /**
             * Format: date
             * @description 开始日期
             */
            startDate?: string;
            /**
             * Format: date
             * @description 结束日期
             */
            endDate?: string;
            /** @description 检查类型：1 日常巡检，2 专项检查，3 监督检查，4 企业检查，5 点位抽查 */
            checkType?: number;
        };
        /** @description 点位检查任务分析 */
        GridTaskAnalysis: {
            /** @description 检查任务数 */
            taskCount: number;
            /** @description 已检查数 */
            checkedCount: number;
            /** @description 检查率（%） */
            checkRate?: number;
            /** @description 发现隐患数 */
            troubleCount: number;
            /** @description 已闭环数 */
            rectifiedCount?: number;
            /** @description 整改闭环率（%） */
            rectifyRate?: number;
            /** @description 逾期未整改数 */
            overdueCount?: number;
            /** @description 按隐患等级 */
            byLevel?: components["schemas"]["GridLevelCount"][];
            /** @description 按日趋势（检查任务数、发现隐患数、闭环数） */
            trend?: components["schemas"]["ChartSeries"];
        };
        /** @description 按隐患等级的统计 */
        GridLevelCount: {
            /** @description 隐患等级：1 一般隐患，2 较大隐患，3 重大隐患 */
            troubleLevel: number;
            /** @description 等级名称 */
            levelName: string;
            /** @description 隐患数 */
            count: number;
            /** @description 已闭环数 */
            rectifiedCount?: number;
        };
        /** @description 隐患复查 */
        GridPassTroubleBody: {
            /** @description 检查任务 ID */
            taskId: number;
            /** @description 隐患 ID */
            troubleId: number;
            /**
             * @description 复查结果：1 复查通过（闭环），2 退回重新整改
             * @enum {integer}
             */
            result: 1 | 2;
            /** @description 复查意见 */
            opinion?: string;
            /** @description 复查照片 */
            photos?: string[];
        };
        /** @description 布设查询条件 */
        GridDeployQuery: {
            /** @description 项目 ID */
            projectId?: number;
            /** @description 点位 ID */
            pointId?: number;
            /** @description 布设方式：1 平面图，2 BIM 模型，3 地图 */
            deployType?: number;
        };
        /** @description 点位布设记录 */
        GridPointDeploy: {
            /** @description 布设记录 ID */
            id: number;
            /** @description 点位 ID */
            pointId: number;
            /** @description 点位名称 */
            pointName: string;
            /** @description 项目 ID */
            projectId?: number;
            /** @description 布设方式：1 平面图，2 BIM 模型，3 地图 */
            deployType: number;
            /** @description 底图名称 */
            drawingName?: string;
            /** @description 底图横坐标（像素或模型坐标） */
            x?: number;
            /** @description 底图纵坐标 */
            y?: number;
            /** @description 楼层 */
            floor?: string;
            /** @description 经度 */
            longitude?: number;
            /** @description 纬度 */
            latitude?: number;
            /** @description 布设人 */
            deployUserName?: string;
            /** @description 布设时间 */
            deployTime?: string;
        };
        /** @description 检查统计行 */
        GridCheckStatRow: {
            /** @description 统计月份 YYYY-MM */
            month?: string;
            /** @description 组织 ID（分公司或项目） */
            orgId: number;
            /** @description 组织名称 */
            orgName: string;
            /** @description 项目 ID（按项目统计时） */
            projectId?: number | null;
            /** @description 项目名称（按项目统计时） */
            projectName?: string | null;
            /** @description 项目数 */
            projectCount?: number;
            /** @description 检查次数 */
            checkCount: number;
            /** @description 点位检查任务数 */
            taskCount?: number;
            /** @description 已检查任务数 */
            checkedTaskCount?: number;
            /** @description 检查率（%） */
            checkRate?: number;
            /** @description 发现隐患数 */
            troubleCount: number;
            /** @description 重大隐患数 */
            majorTroubleCount?: number;
            /** @description 已闭环数 */
            rectifiedCount?: number;
            /** @description 整改闭环率（%） */
            rectifyRate?: number;
            /** @description 逾期未整改数 */
            overdueCount?: number;
        };
        /** @description 按检查类型统计 */
        GridCheckTypeStat: {
            /** @description 检查类型：1 日常巡检，2 专项检查，3 监督检查，4 企业检查，5 点位抽查 */
            checkType: number;
            /** @description 类型名称 */
            typeName: string;
            /** @description 检查次数 */
            checkCount: number;
            /** @description 发现隐患数 */
            troubleCount?: number;
            /** @description 检查次数占比（%） */
            rate?: number;
        };
        /** @description 检查率趋势点 */
        GridRatePoint: {
            /**
             * Format: date
             * @description 日期
             */
            date: string;
            /** @description 应检查任务数 */
            planCount: number;
            /** @description 已检查任务数 */
            checkedCount: number;
            /** @description 检查率（%） */
            rate: number;
        };
        /** @description 按隐患分类统计 */
        GridCategoryStat: {
            /** @description 隐患分类 ID（大类） */
            categoryId: number;
            /** @description 隐患分类 */
            categoryName: string;
            /** @description 隐患数 */
            count: number;
            /** @description 已闭环数 */
            rectifiedCount?: number;
            /** @description 占全部隐患比例（%） */
            rate?: number;
        };
        /** @description 按参建单位统计 */
        GridCompanyStat: {
            /** @description 参建单位 ID */
            companyId: number;
            /** @description 参建单位 */
            companyName: string;
            /** @description 单位类型 */
            companyType?: string;
            /** @description 责任隐患数 */
            troubleCount: number;
            /** @description 已闭环数 */
            rectifiedCount?: number;
            /** @description 逾期未整改数 */
            overdueCount?: number;
            /** @description 整改闭环率（%） */
            rectifyRate?: number;
            /** @description 平均整改用时（天） */
            avgRectifyDays?: number;
        };
        /** @description 项目部检查概况 */
        GridDepOverview: {
            /** @description 检查次数 */
            checkCount?: number;
            /** @description 点位检查任务数 */
            taskCount: number;
            /** @description 已完成任务数 */
            checkedTaskCount?: number;
            /** @description 未完成任务数 */
            undoneTaskCount?: number;
            /** @description 任务完成率（%） */
            checkRate?: number;
            /** @description 发现隐患数 */
            troubleCount: number;
            /** @description 整改中隐患数 */
            rectifyingCount?: number;
            /** @description 已闭环隐患数 */
            rectifiedCount?: number;
            /** @description 逾期未整改数 */
            overdueCount?: number;
            /** @description 整改闭环率（%） */
            rectifyRate?: number;
        };
        /** @description 按检查人的检查分析 */
        GridCheckerStat: {
            /** @description 检查人 ID */
            userId: number;
            /** @description 检查人 */
            userName: string;
            /** @description 岗位 */
            position?: string;
            /** @description 应完成任务数 */
            taskCount: number;
            /** @description 已完成任务数 */
            checkedCount: number;
            /** @description 完成率（%） */
            checkRate?: number;
            /** @description 发现隐患数 */
            troubleCount?: number;
            /** @description 最近检查时间 */
            lastCheckTime?: string | null;
        };
        /** @description 整改概况 */
        GridRectifyOverview: {
            /** @description 隐患总数 */
            troubleCount: number;
            /** @description 待整改 */
            waitRectifyCount?: number;
            /** @description 待复查 */
            waitReviewCount?: number;
            /** @description 复查通过（已闭环） */
            rectifiedCount: number;
            /** @description 复查退回 */
            backCount?: number;
            /** @description 已逾期 */
            overdueCount?: number;
            /** @description 整改闭环率（%） */
            rectifyRate: number;
            /** @description 按期整改率（%） */
            onTimeRate?: number;
            /** @description 按隐患等级 */
            byLevel?: components["schemas"]["GridLevelCount"][];
        };
        /** @description 项目部各点位检查完成率 */
        GridCompletionRow: {
            /** @description 网格点位 ID */
            pointId: number;
            /** @description 点位名称 */
            pointName: string;
            /** @description 施工区域 */
            areaName?: string;
            /** @description 应完成检查任务数 */
            planCount: number;
            /** @description 已完成数 */
            doneCount: number;
            /** @description 完成率（%） */
            ratio: number;
            /** @description 发现隐患数 */
            troubleCount?: number;
            /** @description 已闭环数 */
            rectifiedCount?: number;
            /** @description 整改闭环率（%） */
            rectifyRatio?: number;
        };
        /** @description 异常关系分页查询 */
        GridAbnormalQuery: components["schemas"]["LimitQuery"] & {
            /** @description 项目 ID */
            projectId?: number;
            /** @description 人员类型：1 网格长，2 网格员，3 巡检员，4 整改责任人 */
            personType?: number;
            /** @description 异常类型：1 人员已退场，2 账号已停用，3 岗位已变更，4 未实名登记 */
            abnormalType?: number;
            /** @description 处理状态：0 待处理，1 已处理 */
            status?: number;
            /** @description 点位或人员姓名 */
            keyword?: string;
        };
        /** @description 点位与责任人关系异常（责任人已离场、停用等） */
        GridAbnormalRelation: {
            /** @description 记录 ID */
            id: number;
            /** @description 项目 ID */
            projectId?: number;
            /** @description 项目名称 */
            projectName?: string;
            /** @description 点位 ID */
            pointId: number;
            /** @description 点位名称 */
            pointName?: string;
            /** @description 人员 ID */
            userId?: number;
            /** @description 人员姓名 */
            personName: string;
            /** @description 人员类型：1 网格长，2 网格员，3 巡检员，4 整改责任人 */
            personType?: number;
            /** @description 人员类型名称 */
            personTypeName?: string;
            /** @description 异常类型：1 人员已退场，2 账号已停用，3 岗位已变更，4 未实名登记 */
            abnormalType: number;
            /** @description 异常类型名称 */
            abnormalTypeName?: string;
            /** @description 发现时间 */
            findTime?: string;
            /** @description 处理状态：0 待处理，1 已处理（已更换责任人） */
            status: number;
            /** @description 处理时间 */
            handleTime?: string | null;
        };
        /** @description 下拉选项 */
        Option: {
            /** @description 选项值 */
            value: number | string;
            /** @description 显示文字 */
            label: string;
        };
        /** @description 隐患处置详情（按 task_id 与 type） */
        GridPcTroubleDetail: {
            /** @description 检查任务 ID */
            task_id: number;
            /** @description 查看类型：1 隐患整改处理（/troubleHandle），2 隐患处置审批（/approvalOfHiddenDangers），3 审批驳回查看（/hiddenDangerBh） */
            type?: number;
            /** @description 隐患 ID */
            trouble_id: number;
            /** @description 隐患编号 */
            trouble_no?: string;
            /** @description 项目 ID */
            project_id?: number;
            /** @description 项目名称 */
            project_name?: string;
            /** @description 点位 ID */
            point_id?: number;
            /** @description 点位名称 */
            point_name?: string;
            /** @description 施工区域 */
            area_name?: string;
            /** @description 隐患分类 */
            category_name?: string;
            /** @description 隐患库检查项 ID（/pc/trouble/items/edit 的 id） */
            item_id?: number;
            /** @description 检查项所属分类 ID */
            category_id?: number;
            /** @description 检查项内容 */
            item_content?: string;
            /** @description 检查项的整改期限（天） */
            item_rectify_days?: number;
            /** @description 检查项的依据条款 */
            item_basis?: string;
            /** @description 检查项的整改措施建议 */
            item_measure?: string;
            /** @description 隐患等级：1 一般隐患，2 较大隐患，3 重大隐患 */
            trouble_level: number;
            /** @description 隐患等级名称 */
            level_name?: string;
            /** @description 隐患描述 */
            description?: string;
            /** @description 隐患照片 */
            photos?: string[];
            /** @description 整改单位 ID */
            company_id?: number;
            /** @description 整改单位 */
            company_name?: string;
            /** @description 整改责任人 ID */
            rectify_user_id?: number;
            /** @description 整改责任人 */
            rectify_user_name?: string;
            /**
             * Format: date
             * @description 整改期限
             */
            rectify_deadline?: string;
            /** @description 发现人 */
            find_user_name?: string;
            /** @description 发现时间 */
            find_time?: string;
            /** @description 隐患状态：0 无隐患，1 待整改，2 待复查（已反馈整改），3 复查通过（已闭环），4 复查退回（重新整改），5 已逾期 */
            status: number;
            /** @description 审批状态：0 无需审批，1 待审批，2 审批通过，3 审批驳回 */
            audit_status?: number;
            /** @description 隐患处置流程实例 ID */
            pro_inst_id?: string | null;
            /** @description 当前待办的流程任务 ID（审批、转办时用） */
            flow_task_id?: string | null;
            /** @description 整改反馈；尚未反馈为 null */
            feedback?: components["schemas"]["GridPcFeedback"] | null;
            /** @description 处置记录 */
            records?: components["schemas"]["GridPcTroubleRecord"][];
            /** @description 当前用户能否提交整改反馈 */
            can_feedback?: boolean;
            /** @description 当前用户能否审批 */
            can_audit?: boolean;
        };
        /** @description 整改反馈 */
        GridPcFeedback: {
            /** @description 整改情况说明 */
            content: string;
            /** @description 整改后照片 */
            photos?: string[];
            /** @description 整改完成时间 */
            rectify_time: string;
            /** @description 反馈人 */
            feedback_user_name?: string;
        };
        /** @description 隐患处置记录 */
        GridPcTroubleRecord: {
            /** @description 操作：1 发现隐患，2 整改反馈，3 复查通过，4 复查退回，5 转办，6 审批通过，7 审批驳回 */
            oper_type: number;
            /** @description 操作名称 */
            oper_type_name?: string;
            /** @description 操作人 */
            operator_name: string;
            /** @description 操作时间 */
            oper_time: string;
            /** @description 说明或意见 */
            content?: string;
        };
        /** @description 岗位及其人员（选择整改、审批人员时用） */
        GridPosition: {
            /** @description 岗位 ID */
            positionId: number;
            /** @description 岗位名称 */
            positionName: string;
            /** @description 该岗位的人员 */
            users?: {
                /** @description 人员 ID */
                userId: number;
                /** @description 姓名 */
                name: string;
                /** @description 手机号 */
                mobile?: string;
            }[];
        };
        /** @description 隐患库条目编辑 */
        GridTroubleItemEditBody: {
            /** @description 检查项 ID */
            id: number;
            /** @description 所属分类 ID */
            category_id: number;
            /** @description 检查内容（隐患描述） */
            content: string;
            /**
             * @description 隐患等级：1 一般隐患，2 较大隐患，3 重大隐患
             * @enum {integer}
             */
            trouble_level: 1 | 2 | 3;
            /** @description 整改期限（天） */
            rectify_days?: number;
            /** @description 依据条款 */
            basis?: string;
            /** @description 整改措施建议 */
            measure?: string;
        };
        /** @description 隐患处置审批 */
        GridTroubleAuditBody: {
            /** @description 检查任务 ID */
            task_id: number;
            /** @description 隐患 ID */
            trouble_id?: number;
            /** @description 流程实例 ID */
            pro_inst_id?: string;
            /**
             * @description 审批结果：1 通过（隐患闭环），2 驳回（退回重新整改，出现在 /hiddenDangerBh）
             * @enum {integer}
             */
            audit_result: 1 | 2;
            /** @description 审批意见 */
            opinion?: string;
        };
        /** @description 流程任务转办（委派） */
        GridDelegateBody: {
            /** @description 流程任务 ID */
            task_id: string;
            /** @description 流程实例 ID */
            pro_inst_id?: string;
            /** @description 被委派（转办）人 ID */
            delegate_user_id: number;
            /** @description 转办说明 */
            comment?: string;
        };
        /** @description 项目点位（地图、布设页用） */
        GridPcPoint: {
            /** @description 点位 ID */
            point_id: number;
            /** @description 点位编号 */
            point_code?: string;
            /** @description 点位名称 */
            point_name: string;
            /** @description 施工区域 ID */
            area_id?: number;
            /** @description 施工区域 */
            area_name?: string;
            /** @description 点位风险等级：1 低风险，2 一般风险，3 较大风险，4 重大风险 */
            risk_level?: number;
            /** @description 点位状态：0 未启用，1 已启用，2 已停用 */
            status: number;
            /** @description 布设状态：0 未布设，1 已布设 */
            deploy_status?: number;
            /** @description 责任人（顿号分隔） */
            person_names?: string;
            /** @description 未闭环隐患数 */
            open_trouble_count?: number;
        };
        /** @description 点位布设信息 */
        GridPcPointDeploy: {
            /** @description 点位 ID */
            point_id: number;
            /** @description 点位名称 */
            point_name: string;
            /** @description 布设状态：0 未布设，1 已布设 */
            deploy_status: number;
            /** @description 布设方式：1 平面图，2 BIM 模型，3 地图 */
            deploy_type?: number;
            /** @description 底图名称 */
            drawing_name?: string;
            /** @description 底图地址 */
            drawing_url?: string;
            /** @description 底图横坐标 */
            x?: number;
            /** @description 底图纵坐标 */
            y?: number;
            /** @description 楼层 */
            floor?: string;
            /** @description 经度 */
            longitude?: number;
            /** @description 纬度 */
            latitude?: number;
            /** @description 布设人 */
            deploy_user_name?: string;
            /** @description 布设时间 */
            deploy_time?: string | null;
        };
        /** @description 监督检查/企业检查单 */
        GridProjectCheck: {
            /** @description 检查单 ID */
            id: number;
            /** @description 检查单编号 */
            check_no: string;
            /** @description 检查类型：3 监督检查（分公司/集团对项目），4 企业检查（企业安全大检查） */
            check_type?: number;
            /** @description 检查名称 */
            check_name?: string;
            /** @description 检查组织 ID */
            check_org_id?: number;
            /** @description 检查组织 */
            check_org_name?: string;
            /** @description 被检查项目 ID */
            project_id: number;
            /** @description 被检查项目 */
            project_name?: string;
            /**
             * Format: date
             * @description 检查日期
             */
            check_date: string;
            /** @description 检查人员（顿号分隔） */
            checker_names?: string;
            /** @description 问题数 */
            problem_count?: number;
            /** @description 重大隐患数 */
            major_problem_count?: number;
            /**
             * Format: date
             * @description 整改回复期限
             */
            rectify_deadline?: string;
            /** @description 检查单状态：1 待回复（已下发，待项目整改回复），2 待复核（项目已回复），3 复核通过（已闭环），4 复核退回（需重新回复） */
            status: number;
            /** @description 项目回复时间 */
            reply_time?: string | null;
            /** @description 复核时间 */
            verify_time?: string | null;
            /** @description 创建时间 */
            create_time?: string;
        };
        /** @description 检查单详情 */
        GridProjectCheckDetail: components["schemas"]["GridProjectCheck"] & {
            /** @description 检查内容与总体意见 */
            check_content?: string;
            /** @description 附件地址 */
            attachments?: string[];
            /** @description 问题清单 */
            problems?: components["schemas"]["GridCheckProblem"][];
            /** @description 流转记录 */
            records?: components["schemas"]["GridCheckFlowRecord"][];
        };
        /** @description 检查发现的问题 */
        GridCheckProblem: {
            /** @description 问题 ID */
            id: number;
            /** @description 隐患分类 ID */
            category_id?: number;
            /** @description 隐患分类 */
            category_name?: string;
            /** @description 问题描述 */
            content: string;
            /** @description 隐患等级：1 一般隐患，2 较大隐患，3 重大隐患 */
            trouble_level: number;
            /** @description 隐患等级名称 */
            level_name?: string;
            /** @description 责任单位 ID */
            company_id?: number;
            /** @description 责任单位 */
            company_name?: string;
            /** @description 问题照片 */
            photos?: string[];
            /**
             * Format: date
             * @description 整改期限
             */
            rectify_deadline?: string;
            /** @description 项目回复（整改情况） */
            reply_content?: string | null;
            /** @description 整改后照片 */
            reply_photos?: string[];
            /** @description 复核结果：0 未复核，1 通过，2 不通过 */
            verify_result: number;
        };
        /** @description 检查流转记录 */
        GridCheckFlowRecord: {
            /** @description 动作：1 下发，2 回复，3 复核通过，4 复核退回，5 启动，6 完成，7 撤回 */
            action: number;
            /** @description 动作名称 */
            action_name?: string;
            /** @description 操作人 */
            operator_name: string;
            /** @description 操作时间 */
            oper_time: string;
            /** @description 意见或说明 */
            opinion?: string;
        };
        /** @description 检查单新增/编辑表单 */
        GridProjectCheckForm: {
            /** @description 检查单 ID（编辑时必填；仅“待回复”状态可编辑） */
            id?: number;
            /** @description 被检查项目 ID */
            project_id: number;
            /** @description 检查名称 */
            check_name: string;
            /**
             * Format: date
             * @description 检查日期
             */
            check_date: string;
            /** @description 检查人员 */
            checker_names?: string;
            /** @description 检查内容与总体意见 */
            check_content?: string;
            /**
             * Format: date
             * @description 整改回复期限
             */
            rectify_deadline?: string;
            /** @description 附件地址 */
            attachments?: string[];
            /** @description 问题清单 */
            problems: components["schemas"]["GridCheckProblemForm"][];
        };
        /** @description 检查问题（新增/编辑检查时提交） */
        GridCheckProblemForm: {
            /** @description 隐患分类 ID */
            category_id: number;
            /** @description 问题描述 */
            content: string;
            /**
             * @description 隐患等级：1 一般隐患，2 较大隐患，3 重大隐患
             * @enum {integer}
             */
            trouble_level: 1 | 2 | 3;
            /** @description 责任单位 ID */
            company_id?: number;
            /** @description 问题照片 */
            photos?: string[];
            /**
             * Format: date
             * @description 整改期限
             */
            rectify_deadline?: string;
        };
        /** @description 项目回复（check: reply） */
        GridCheckReplyBody: {
            /** @description 检查单 ID */
            id: number;
            /** @description 总体回复 */
            reply_content?: string;
            /** @description 逐条回复 */
            problems: {
                /** @description 问题 ID */
                problem_id: number;
                /** @description 整改情况 */
                reply_content: string;
                /** @description 整改后照片 */
                reply_photos?: string[];
            }[];
        };
        /** @description 检查复核（check: verify） */
        GridCheckVerifyBody: {
            /** @description 检查单 ID */
            id: number;
            /**
             * @description 复核结果：1 通过（闭环），2 退回（项目重新回复）
             * @enum {integer}
             */
            verify_result: 1 | 2;
            /** @description 复核意见 */
            opinion?: string;
            /** @description 逐条复核（不传则按总体结果） */
            problems?: {
                /** @description 问题 ID */
                problem_id: number;
                /** @description 1 通过，2 不通过 */
                verify_result: number;
            }[];
        };
        /** @description 企业对网格点位的抽查 */
        GridPointCheck: {
            /** @description 点位抽查 ID */
            id: number;
            /** @description 抽查编号 */
            check_no: string;
            /** @description 项目 ID */
            project_id?: number;
            /** @description 项目名称 */
            project_name?: string;
            /** @description 网格点位 ID */
            point_id: number;
            /** @description 点位名称 */
            point_name?: string;
            /** @description 施工区域 */
            area_name?: string;
            /** @description 抽查组织 */
            check_org_name?: string;
            /** @description 抽查人 */
            checker_name?: string;
            /**
             * Format: date
             * @description 抽查日期
             */
            check_date?: string;
            /** @description 抽查结论：1 合格，2 存在问题 */
            check_result: number;
            /** @description 问题数 */
            problem_count?: number;
            /**
             * Format: date
             * @description 整改回复期限
             */
            rectify_deadline?: string | null;
            /** @description 状态：0 无需整改（合格），1 待回复（已下发，待项目整改回复），2 待复核（项目已回复），3 复核通过（已闭环），4 复核退回（需重新回复） */
            status: number;
            /** @description 创建时间 */
            create_time?: string;
        };
        /** @description 点位抽查详情 */
        GridPointCheckDetail: components["schemas"]["GridPointCheck"] & {
            /** @description 抽查内容与意见 */
            check_content?: string;
            /** @description 现场照片 */
            photos?: string[];
            /** @description 问题清单 */
            problems?: components["schemas"]["GridCheckProblem"][];
            /** @description 流转记录 */
            records?: components["schemas"]["GridCheckFlowRecord"][];
        };
        /** @description 点位抽查新增/编辑表单 */
        GridPointCheckForm: {
            /** @description 点位抽查 ID（编辑时必填） */
            id?: number;
            /** @description 项目 ID */
            project_id: number;
            /** @description 网格点位 ID */
            point_id: number;
            /**
             * Format: date
             * @description 抽查日期
             */
            check_date: string;
            /** @description 抽查人 */
            checker_name?: string;
            /**
             * @description 抽查结论：1 合格，2 存在问题
             * @enum {integer}
             */
            check_result: 1 | 2;
            /** @description 抽查内容与意见 */
            check_content?: string;
            /**
             * Format: date
             * @description 整改回复期限（存在问题时必填）
             */
            rectify_deadline?: string;
            /** @description 现场照片 */
            photos?: string[];
            /** @description 问题清单（存在问题时） */
            problems?: components["schemas"]["GridCheckProblemForm"][];
        };
        /** @description 专项检查（检查管理） */
        GridProjectSpecialCheck: {
            /** @description 专项检查 ID */
            id: number;
            /** @description 专项检查编号 */
            special_no?: string;
            /** @description 专项检查名称 */
            special_name: string;
            /** @description 专项类型：1 临时用电，2 起重机械，3 深基坑，4 高处作业，5 消防安全，6 冬季施工 */
            special_type: number;
            /** @description 专项类型名称 */
            special_type_name?: string;
            /** @description 发起组织 ID */
            org_id?: number;
            /** @description 发起组织 */
            org_name?: string;
            /** @description 涉及项目 ID */
            project_ids?: number[];
            /** @description 涉及项目（顿号分隔） */
            project_names?: string;
            /** @description 检查组组长 */
            leader_name?: string;
            /**
             * Format: date
             * @description 开始日期
             */
            start_date?: string;
            /**
             * Format: date
             * @description 结束日期
             */
            end_date?: string;
            /** @description 发现问题数 */
            problem_count?: number;
            /** @description 专项检查状态：0 未开始（已添加），1 进行中（已启动），2 已完成，3 已撤回 */
            status: number;
            /** @description 创建时间 */
            create_time?: string;
        };
        /** @description 专项检查详情 */
        GridProjectSpecialCheckDetail: components["schemas"]["GridProjectSpecialCheck"] & {
            /** @description 检查要求 */
            requirement?: string;
            /** @description 各项目检查情况 */
            projects?: {
                /** @description 项目 ID */
                project_id: number;
                /** @description 项目名称 */
                project_name: string;
                /** @description 检查情况：0 未检查，1 已检查 */
                check_status: number;
                /** @description 问题数 */
                problem_count?: number;
            }[];
            /** @description 问题清单 */
            problems?: components["schemas"]["GridCheckProblem"][];
            /** @description 流转记录 */
            records?: components["schemas"]["GridCheckFlowRecord"][];
        };
        /** @description 专项检查新增/编辑表单 */
        GridProjectSpecialCheckForm: {
            /** @description 专项检查 ID（编辑时必填；仅“未开始”可编辑） */
            id?: number;
            /** @description 专项检查名称 */
            special_name: string;
            /**
             * @description 专项类型：1 临时用电，2 起重机械，3 深基坑，4 高处作业，5 消防安全，6 冬季施工
             * @enum {integer}
             */
            special_type: 1 | 2 | 3 | 4 | 5 | 6;
            /** @description 涉及项目 ID */
            project_ids: number[];
            /** @description 检查组组长 */
            leader_name?: string;
            /**
             * Format: date
             * @description 开始日期
             */
            start_date: string;
            /**
             * Format: date
             * @description 结束日期
             */
            end_date: string;
            /** @description 检查要求 */
            requirement?: string;
        };
        /** @description 专项检查完成 */
        GridSpecialFinishBody: {
            /** @description 专项检查 ID */
            id: number;
            /** @description 检查总结 */
            summary?: string;
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
        /** @description 操作成功 */
        Ok: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["OkEnvelope"];
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
    };
    parameters: {
        /** @description 开始日期 YYYY-MM-DD */
        StartDate: string;
        /** @description 结束日期 YYYY-MM-DD */
        EndDate: string;
        /** @description 项目 ID；不传时取当前登录身份的项目 */
        ProjectId: number;
        /** @description 页码，从 1 开始（考勤与检查类接口） */
        Page: number;
        /** @description 每页条数（考勤与检查类接口；上传列表取 10000） */
        Limit: number;
        /** @description 检查（发起）组织 ID */
        GridOrgId: number;
        /** @description 检查单状态：1 待回复，2 待复核，3 复核通过，4 复核退回；不传为全部 */
        GridCheckStatus: 1 | 2 | 3 | 4;
        /** @description 检查名称、编号或项目名称关键字 */
        GridKeyword: string;
        /** @description 检查日期起 YYYY-MM-DD */
        GridStartDate: string;
        /** @description 检查日期止 YYYY-MM-DD */
        GridEndDate: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listGridCategoryTree: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description 项目 ID；不传为集团公共分类库 */
                    projectId?: number;
                    /** @description 分类名称关键字 */
                    keyword?: string;
                };
            };
        };
        responses: {
            /** @description 分类树 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        /** @description 分类树 */
                        data: components["schemas"]["GridCategoryNode"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    addGridCategory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GridCategoryForm"];
            };
        };
        responses: {
            /** @description 新分类 ID */
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
    editGridCategory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GridCategoryForm"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    deleteGridCategory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IdBody"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listGridCategoryChildren: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description 上级分类 ID；0 为顶级 */
                    parentId: number;
                    /** @description 项目 ID */
                    projectId?: number;
                };
            };
        };
        responses: {
            /** @description 下级分类 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        /** @description 下级分类 */
                        data: components["schemas"]["GridCategoryChild"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listGridTroubleLevels: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description 项目 ID */
                    projectId?: number;
                };
            };
        };
        responses: {
            /** @description 隐患等级 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        /** @description 隐患等级 */
                        data: components["schemas"]["GridTroubleLevel"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listGridPointItems: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description 网格点位 ID */
                    pointId: number;
                };
            };
        };
        responses: {
            /** @description 点位检查项 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        /** @description 按分类分组的检查项 */
                        data: components["schemas"]["GridPointItemGroup"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    pageGridCategoryItems: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GridCategoryItemQuery"];
            };
        };
        responses: {
            /** @description 分页结果 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PageData"] & {
                            list: components["schemas"]["GridCategoryItem"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    addGridCategoryItem: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GridCategoryItemForm"];
            };
        };
        responses: {
            /** @description 新检查项 ID */
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
    editGridCategoryItem: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GridCategoryItemForm"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    deleteGridCategoryItem: {
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
    importGridCategoryItems: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["UploadForm"] & {
                    /** @description 导入到的分类 ID；不传时按表内“分类”列匹配 */
                    categoryId?: number;
                };
            };
        };
        responses: {
            /** @description 导入结果 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["GridImportResult"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    exportGridCategoryItems: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GridCategoryItemQuery"];
            };
        };
        responses: {
            200: components["responses"]["Spreadsheet"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    downloadGridCategoryItemTemplate: {
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
    listGridRules: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["GridRuleQuery"];
            };
        };
        responses: {
            /** @description 规则列表 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        /** @description 规则 */
                        data: components["schemas"]["GridRule"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    addGridRule: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GridRuleForm"];
            };
        };
        responses: {
            /** @description 新规则 ID */
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
    editGridRule: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GridRuleForm"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    pageGridPoints: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GridPointQuery"];
            };
        };
        responses: {
            /** @description 分页结果 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PageData"] & {
                            list: components["schemas"]["GridPoint"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    addGridPoint: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GridPointForm"];
            };
        };
        responses: {
            /** @description 新点位 ID */
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
    editGridPoint: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GridPointForm"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    deleteGridPoint: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IdBody"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    getGridPoint: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IdBody"];
            };
        };
        responses: {
            /** @description 点位详情 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["GridPointDetail"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    startGridPoint: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GridPointStartBody"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    getGridPointMenu: {
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
                };
            };
        };
        responses: {
            /** @description 点位树 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        /** @description 区域与点位树 */
                        data: components["schemas"]["TreeNode"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    pageGridPointTaskRecords: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LimitQuery"] & {
                    /** @description 点位 ID */
                    pointId: number;
                    /**
                     * Format: date
                     * @description 计划日期起
                     */
                    startDate?: string;
                    /**
                     * Format: date
                     * @description 计划日期止
                     */
                    endDate?: string;
                };
            };
        };
        responses: {
            /** @description 分页结果 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PageData"] & {
                            list: components["schemas"]["GridPointTask"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    getGridPointAnalyseOverview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GridPointAnalyseQuery"];
            };
        };
        responses: {
            /** @description 点位概况 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["GridPointOverview"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    getGridPointAnalyseTrend: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GridPointAnalyseQuery"];
            };
        };
        responses: {
            /** @description 趋势序列 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["ChartSeries"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listGridPointAnalyseByArea: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GridPointAnalyseQuery"];
            };
        };
        responses: {
            /** @description 区域统计 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        /** @description 区域统计 */
                        data: components["schemas"]["GridPointAreaStat"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listGridPointAnalyseByRisk: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GridPointAnalyseQuery"];
            };
        };
        responses: {
            /** @description 风险等级统计 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        /** @description 风险等级统计 */
                        data: components["schemas"]["GridPointRiskStat"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listGridPointPersons: {
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
                    /** @description 点位 ID（传入时只返回该点位的责任人） */
                    pointId?: number;
                    /** @description 姓名或手机号 */
                    keyword?: string;
                };
            };
        };
        responses: {
            /** @description 人员列表 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        /** @description 人员 */
                        data: components["schemas"]["GridPointPerson"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    pageGridChecks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GridCheckQuery"];
            };
        };
        responses: {
            /** @description 分页结果 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PageData"] & {
                            list: components["schemas"]["GridCheck"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    getGridCheckDetail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IdBody"];
            };
        };
        responses: {
            /** @description 检查详情 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["GridCheckDetail"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    pageGridSpecialChecks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GridSpecialCheckQuery"];
            };
        };
        responses: {
            /** @description 分页结果 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PageData"] & {
                            list: components["schemas"]["GridSpecialCheck"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    getGridSpecialCheck: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IdBody"];
            };
        };
        responses: {
            /** @description 专项检查详情 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["GridSpecialCheckDetail"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    startGridSpecialCheck: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IdBody"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    backoutGridSpecialCheck: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GridBackoutBody"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    exportGridChecks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GridCheckQuery"];
            };
        };
        responses: {
            200: components["responses"]["Spreadsheet"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    exportGridSpecialChecks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GridSpecialCheckQuery"];
            };
        };
        responses: {
            200: components["responses"]["Spreadsheet"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    pageGridPointTasks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GridPointTaskQuery"];
            };
        };
        responses: {
            /** @description 分页结果 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PageData"] & {
                            list: components["schemas"]["GridPointTask"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    getGridPointTaskDetail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IdBody"];
            };
        };
        responses: {
            /** @description 任务详情 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["GridPointTaskDetail"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    addGridTrouble: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GridAddTroubleBody"];
            };
        };
        responses: {
            /** @description 新隐患 ID */
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
    feedbackGridTrouble: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GridFeedbackBody"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listGridTroubleRecords: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GridTaskIdBody"];
            };
        };
        responses: {
            /** @description 处置记录 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        /** @description 处置记录 */
                        data: components["schemas"]["GridTroubleRecord"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listGridTroubleRecordsByProcInst: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GridProcInstBody"];
            };
        };
        responses: {
            /** @description 处置记录 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        /** @description 处置记录 */
                        data: components["schemas"]["GridTroubleRecord"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    updateGridTaskSafeStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GridSafeStatusBody"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    getGridPointTaskAnalysis: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GridAnalyseQuery"];
            };
        };
        responses: {
            /** @description 分析结果 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["GridTaskAnalysis"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    reviewGridTrouble: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GridPassTroubleBody"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listGridPointDeploys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GridDeployQuery"];
            };
        };
        responses: {
            /** @description 布设记录 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        /** @description 布设记录 */
                        data: components["schemas"]["GridPointDeploy"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    deleteGridPointDeploy: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IdBody"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    pageGridCheckStatistics: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GridAnalyseQuery"];
            };
        };
        responses: {
            /** @description 分页结果 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PageData"] & {
                            list: components["schemas"]["GridCheckStatRow"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listGridCheckTypeStatistics: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GridAnalyseQuery"];
            };
        };
        responses: {
            /** @description 按检查类型 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        /** @description 按检查类型 */
                        data: components["schemas"]["GridCheckTypeStat"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listGridCheckRateTrend: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GridAnalyseQuery"];
            };
        };
        responses: {
            /** @description 检查率趋势 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        /** @description 按日检查率 */
                        data: components["schemas"]["GridRatePoint"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listGridCategoryStatistics: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GridAnalyseQuery"];
            };
        };
        responses: {
            /** @description 按隐患分类 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        /** @description 按隐患大类 */
                        data: components["schemas"]["GridCategoryStat"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    pageGridProjectCheckStatistics: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GridAnalyseQuery"];
            };
        };
        responses: {
            /** @description 分页结果 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PageData"] & {
                            list: components["schemas"]["GridCheckStatRow"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listGridCompanyCheckStatistics: {
        parameters: {
            query?: {
                /** @description 项目 ID */
                projectId?: number;
                /** @description 开始日期 YYYY-MM-DD */
                startDate?: components["parameters"]["StartDate"];
                /** @description 结束日期 YYYY-MM-DD */
                endDate?: components["parameters"]["EndDate"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 按参建单位 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        /** @description 按参建单位 */
                        data: components["schemas"]["GridCompanyStat"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    exportGridCheckStatistics: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GridAnalyseQuery"];
            };
        };
        responses: {
            200: components["responses"]["Spreadsheet"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    getGridDepOverview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GridAnalyseQuery"];
            };
        };
        responses: {
            /** @description 概况 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["GridDepOverview"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    getGridDepTrend: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GridAnalyseQuery"];
            };
        };
        responses: {
            /** @description 趋势序列 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["ChartSeries"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listGridDepCheckerAnalysis: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GridAnalyseQuery"];
            };
        };
        responses: {
            /** @description 检查人分析 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        /** @description 按检查人 */
                        data: components["schemas"]["GridCheckerStat"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    pageGridDepUndoneTasks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GridAnalyseQuery"];
            };
        };
        responses: {
            /** @description 分页结果 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PageData"] & {
                            list: components["schemas"]["GridPointTask"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    getGridDepRectificationOverview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GridAnalyseQuery"];
            };
        };
        responses: {
            /** @description 整改概况 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["GridRectifyOverview"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    pageGridDepRectifications: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GridAnalyseQuery"];
            };
        };
        responses: {
            /** @description 分页结果 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PageData"] & {
                            list: components["schemas"]["GridTrouble"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listGridDepCompletionRatio: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GridAnalyseQuery"];
            };
        };
        responses: {
            /** @description 完成率 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        /** @description 按点位 */
                        data: components["schemas"]["GridCompletionRow"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    exportGridDepUndoneTasks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GridAnalyseQuery"];
            };
        };
        responses: {
            200: components["responses"]["Spreadsheet"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    exportGridDepRectifications: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GridAnalyseQuery"];
            };
        };
        responses: {
            200: components["responses"]["Spreadsheet"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    exportGridDepCheckerAnalysis: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GridAnalyseQuery"];
            };
        };
        responses: {
            200: components["responses"]["Spreadsheet"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    exportGridDepCompletionRatio: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GridAnalyseQuery"];
            };
        };
        responses: {
            200: components["responses"]["Spreadsheet"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    pageGridAbnormalRelations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GridAbnormalQuery"];
            };
        };
        responses: {
            /** @description 分页结果 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PageData"] & {
                            list: components["schemas"]["GridAbnormalRelation"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    exportGridAbnormalRelations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GridAbnormalQuery"];
            };
        };
        responses: {
            200: components["responses"]["Spreadsheet"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listGridAbnormalPersonTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description 项目 ID */
                    projectId?: number;
                };
            };
        };
        responses: {
            /** @description 人员类型 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        /** @description 人员类型 */
                        data: components["schemas"]["Option"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    getTroubleCategoryTree: {
        parameters: {
            query?: {
                /** @description 项目 ID；不传时取当前登录身份的项目 */
                project_id?: components["parameters"]["ProjectId"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 分类树 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        /** @description 分类树 */
                        data: components["schemas"]["TreeNode"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listTroubleCompanyOptions: {
        parameters: {
            query?: {
                /** @description 项目 ID；不传时取当前登录身份的项目 */
                project_id?: components["parameters"]["ProjectId"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 参建单位 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        /** @description 参建单位 */
                        data: components["schemas"]["Option"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    getTroubleTaskDetail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 检查任务 ID */
                task_id: number;
                /** @description 查看类型：1 整改处理，2 处置审批，3 驳回查看 */
                type: 1 | 2 | 3;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 隐患详情 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["GridPcTroubleDetail"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listSysUserPositions: {
        parameters: {
            query?: {
                /** @description 项目 ID */
                projectId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 岗位列表 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        /** @description 岗位 */
                        data: components["schemas"]["GridPosition"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    editTroubleItem: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GridTroubleItemEditBody"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    auditTaskTrouble: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GridTroubleAuditBody"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    approveAppTaskTrouble: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["GridTroubleAuditBody"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    delegateFlowTask: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GridDelegateBody"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listProjectPointsV2: {
        parameters: {
            query?: {
                /** @description 项目 ID；不传时取当前登录身份的项目 */
                project_id?: components["parameters"]["ProjectId"];
                /** @description 施工区域 ID */
                area_id?: number;
                /** @description 点位名称或编号 */
                keyword?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 点位列表 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        /** @description 点位 */
                        data: components["schemas"]["GridPcPoint"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    getPointDeployInfo: {
        parameters: {
            query: {
                /** @description 点位 ID */
                point_id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 布设信息 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["GridPcPointDeploy"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    pageSupervisionChecks: {
        parameters: {
            query?: {
                /** @description 页码，从 1 开始（考勤与检查类接口） */
                page?: components["parameters"]["Page"];
                /** @description 每页条数（考勤与检查类接口；上传列表取 10000） */
                limit?: components["parameters"]["Limit"];
                /** @description 项目 ID；不传时取当前登录身份的项目 */
                project_id?: components["parameters"]["ProjectId"];
                /** @description 检查（发起）组织 ID */
                org_id?: components["parameters"]["GridOrgId"];
                /** @description 检查单状态：1 待回复，2 待复核，3 复核通过，4 复核退回；不传为全部 */
                status?: components["parameters"]["GridCheckStatus"];
                /** @description 检查名称、编号或项目名称关键字 */
                keyword?: components["parameters"]["GridKeyword"];
                /** @description 检查日期起 YYYY-MM-DD */
                start_date?: components["parameters"]["GridStartDate"];
                /** @description 检查日期止 YYYY-MM-DD */
                end_date?: components["parameters"]["GridEndDate"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 分页结果 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PageData"] & {
                            list: components["schemas"]["GridProjectCheck"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    getSupervisionCheck: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 检查单 ID */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 检查单详情 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["GridProjectCheckDetail"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    addSupervisionCheck: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GridProjectCheckForm"];
            };
        };
        responses: {
            /** @description 新检查单 ID */
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
    editSupervisionCheck: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GridProjectCheckForm"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    deleteSupervisionCheck: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 检查单 ID */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    replySupervisionCheck: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GridCheckReplyBody"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    verifySupervisionCheck: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GridCheckVerifyBody"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    exportSupervisionChecks: {
        parameters: {
            query?: {
                /** @description 项目 ID；不传时取当前登录身份的项目 */
                project_id?: components["parameters"]["ProjectId"];
                /** @description 检查（发起）组织 ID */
                org_id?: components["parameters"]["GridOrgId"];
                /** @description 检查单状态：1 待回复，2 待复核，3 复核通过，4 复核退回；不传为全部 */
                status?: components["parameters"]["GridCheckStatus"];
                /** @description 检查名称、编号或项目名称关键字 */
                keyword?: components["parameters"]["GridKeyword"];
                /** @description 检查日期起 YYYY-MM-DD */
                start_date?: components["parameters"]["GridStartDate"];
                /** @description 检查日期止 YYYY-MM-DD */
                end_date?: components["parameters"]["GridEndDate"];
            };
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
    pageCorpChecks: {
        parameters: {
            query?: {
                /** @description 页码，从 1 开始（考勤与检查类接口） */
                page?: components["parameters"]["Page"];
                /** @description 每页条数（考勤与检查类接口；上传列表取 10000） */
                limit?: components["parameters"]["Limit"];
                /** @description 项目 ID；不传时取当前登录身份的项目 */
                project_id?: components["parameters"]["ProjectId"];
                /** @description 检查（发起）组织 ID */
                org_id?: components["parameters"]["GridOrgId"];
                /** @description 检查单状态：1 待回复，2 待复核，3 复核通过，4 复核退回；不传为全部 */
                status?: 1 | 2 | 3 | 4;
                /** @description 检查名称、编号或项目名称关键字 */
                keyword?: components["parameters"]["GridKeyword"];
                /** @description 检查日期起 YYYY-MM-DD */
                start_date?: components["parameters"]["GridStartDate"];
                /** @description 检查日期止 YYYY-MM-DD */
                end_date?: components["parameters"]["GridEndDate"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 分页结果 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PageData"] & {
                            list: components["schemas"]["GridProjectCheck"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    getCorpCheck: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 检查单 ID */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 检查单详情 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["GridProjectCheckDetail"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    addCorpCheck: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GridProjectCheckForm"];
            };
        };
        responses: {
            /** @description 新检查单 ID */
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
    editCorpCheck: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GridProjectCheckForm"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    deleteCorpCheck: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 检查单 ID */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    replyCorpCheck: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GridCheckReplyBody"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    verifyCorpCheck: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GridCheckVerifyBody"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    exportCorpChecks: {
        parameters: {
            query?: {
                /** @description 项目 ID；不传时取当前登录身份的项目 */
                project_id?: components["parameters"]["ProjectId"];
                /** @description 检查（发起）组织 ID */
                org_id?: components["parameters"]["GridOrgId"];
                /** @description 检查单状态：1 待回复，2 待复核，3 复核通过，4 复核退回；不传为全部 */
                status?: components["parameters"]["GridCheckStatus"];
                /** @description 检查名称、编号或项目名称关键字 */
                keyword?: components["parameters"]["GridKeyword"];
                /** @description 检查日期起 YYYY-MM-DD */
                start_date?: components["parameters"]["GridStartDate"];
                /** @description 检查日期止 YYYY-MM-DD */
                end_date?: components["parameters"]["GridEndDate"];
            };
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
    pageCorpPointChecks: {
        parameters: {
            query?: {
                /** @description 页码，从 1 开始（考勤与检查类接口） */
                page?: components["parameters"]["Page"];
                /** @description 每页条数（考勤与检查类接口；上传列表取 10000） */
                limit?: components["parameters"]["Limit"];
                /** @description 项目 ID；不传时取当前登录身份的项目 */
                project_id?: components["parameters"]["ProjectId"];
                /** @description 网格点位 ID */
                point_id?: number;
                /** @description 检查单状态：1 待回复，2 待复核，3 复核通过，4 复核退回；不传为全部 */
                status?: components["parameters"]["GridCheckStatus"];
                /** @description 检查日期起 YYYY-MM-DD */
                start_date?: components["parameters"]["GridStartDate"];
                /** @description 检查日期止 YYYY-MM-DD */
                end_date?: components["parameters"]["GridEndDate"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 分页结果 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PageData"] & {
                            list: components["schemas"]["GridPointCheck"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    getCorpPointCheck: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 点位抽查 ID */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 点位抽查详情 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["GridPointCheckDetail"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    addCorpPointCheck: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GridPointCheckForm"];
            };
        };
        responses: {
            /** @description 新抽查 ID */
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
    editCorpPointCheck: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GridPointCheckForm"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    deleteCorpPointCheck: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 点位抽查 ID */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    replyCorpPointCheck: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GridCheckReplyBody"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    verifyCorpPointCheck: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GridCheckVerifyBody"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    exportCorpPointChecks: {
        parameters: {
            query?: {
                /** @description 项目 ID；不传时取当前登录身份的项目 */
                project_id?: components["parameters"]["ProjectId"];
                /** @description 检查单状态：1 待回复，2 待复核，3 复核通过，4 复核退回；不传为全部 */
                status?: components["parameters"]["GridCheckStatus"];
                /** @description 检查日期起 YYYY-MM-DD */
                start_date?: components["parameters"]["GridStartDate"];
                /** @description 检查日期止 YYYY-MM-DD */
                end_date?: components["parameters"]["GridEndDate"];
            };
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
    pageProjectSpecialChecks: {
        parameters: {
            query?: {
                /** @description 页码，从 1 开始（考勤与检查类接口） */
                page?: components["parameters"]["Page"];
                /** @description 每页条数（考勤与检查类接口；上传列表取 10000） */
                limit?: components["parameters"]["Limit"];
                /** @description 检查（发起）组织 ID */
                org_id?: components["parameters"]["GridOrgId"];
                /** @description 项目 ID；不传时取当前登录身份的项目 */
                project_id?: components["parameters"]["ProjectId"];
                /** @description 专项类型：1 临时用电，2 起重机械，3 深基坑，4 高处作业，5 消防安全，6 冬季施工 */
                special_type?: number;
                /** @description 状态：0 未开始，1 进行中，2 已完成，3 已撤回 */
                status?: 0 | 1 | 2 | 3;
                /** @description 检查名称、编号或项目名称关键字 */
                keyword?: components["parameters"]["GridKeyword"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 分页结果 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PageData"] & {
                            list: components["schemas"]["GridProjectSpecialCheck"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    getProjectSpecialCheck: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 专项检查 ID */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 专项检查详情 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["GridProjectSpecialCheckDetail"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    addProjectSpecialCheck: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GridProjectSpecialCheckForm"];
            };
        };
        responses: {
            /** @description 新专项检查 ID */
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
    editProjectSpecialCheck: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GridProjectSpecialCheckForm"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    deleteProjectSpecialCheck: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 专项检查 ID */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    finishProjectSpecialCheck: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GridSpecialFinishBody"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    exportProjectSpecialChecks: {
        parameters: {
            query?: {
                /** @description 检查（发起）组织 ID */
                org_id?: components["parameters"]["GridOrgId"];
                /** @description 项目 ID；不传时取当前登录身份的项目 */
                project_id?: components["parameters"]["ProjectId"];
                /** @description 检查名称、编号或项目名称关键字 */
                keyword?: components["parameters"]["GridKeyword"];
            };
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
}
