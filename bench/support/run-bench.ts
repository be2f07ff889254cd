/**
 * A bench's entry point: runs `main`, then exits, since open handles (pools, child processes) would otherwise
 * keep the process alive; an error is printed and exits 1, so a failed run never reads as a finished one.
 */
export const runBench = (main: () => Promise<void>): void => {
  main().then(
    () => process.exit(process.exitCode ?? 0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
};
