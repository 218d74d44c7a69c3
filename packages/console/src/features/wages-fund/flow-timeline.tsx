// The process of a wage task (GET /flw/smarthatsflwtask/processFlow) in a detail page: fetched here, drawn by ui/.
import { useQuery } from '@tanstack/react-query';
import { ProcessFlowView } from '@/domain/flow-timeline';
import { processFlowQuery } from './fund-queries';

/** A titled section with the process of `procInstId` (its name and status, then the timeline). */
export function ProcessFlowSection({ procInstId }: { procInstId: string }) {
  return <ProcessFlowView flow={useQuery(processFlowQuery(procInstId))} />;
}
