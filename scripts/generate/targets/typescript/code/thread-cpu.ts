// The generator's timings (STT_GENERATE_TIMINGS=1) in CPU time as well as wall time: on a busy machine the
// wall time says more about the neighbours than about the generator.

/** This thread's CPU time in ms (a worker's runs beside it); the whole process's before Node 23.9. */
export function threadCpuMs(): number {
  const { threadCpuUsage } = process as { threadCpuUsage?: () => NodeJS.CpuUsage };
  const { user, system } = threadCpuUsage ? threadCpuUsage() : process.cpuUsage();
  return (user + system) / 1000;
}
