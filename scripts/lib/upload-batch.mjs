// A bulk-upload batch of `n` helmet rows as /star/laborhat/uploadlist answers it (every 17th row failed its check,
// every 3rd confirmed, the rest waiting): the 10,000-row benchmark and the virtual-list end-to-end test use it.
/**
 * @param {number} n
 * @param {{ batch: string, first: number }} ids  the batch id and the first helmet number
 */
export function uploadBatch(n, { batch, first }) {
  return Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    batch_id: batch,
    innerid: `HAT${String(first + i)}`,
    name: `工人${i + 1}`,
    person_type: 1,
    id_card: '330102199001011234',
    mobile: '13800000000',
    dept_name: `班组${(i % 40) + 1}`,
    check_status: i % 17 === 0 ? 2 : i % 3 === 0 ? 1 : 0,
    check_msg: i % 17 === 0 ? '身份证号与姓名不一致' : '',
    create_time: '2026-11-23 00:00:00',
  }));
}
