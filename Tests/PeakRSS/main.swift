// peak-rss OUTFILE PROGRAM [ARGUMENT...]
//
// Runs PROGRAM, writes its peak resident set size in KiB to OUTFILE, and exits as PROGRAM did.
//
// The memory tests need this go-between. Linux counts in a child's `ru_maxrss` the high-water
// mark of the address space it had before `exec`, and a child of `posix_spawn` (or `fork`) starts
// in its parent's: so a child of the test runner, which is large, reports the runner's peak, not
// its own. This process is small (no Foundation), so what it spawns reports its own peak.
#if canImport(Glibc)
    import Glibc
#endif

func complain(_ message: String) {
    var bytes = Array(message.utf8)
    _ = write(2, &bytes, bytes.count)
}

let arguments = CommandLine.arguments
guard arguments.count >= 3 else {
    complain("usage: peak-rss OUTFILE PROGRAM [ARGUMENT...]\n")
    exit(64)
}
let argv = arguments.dropFirst(2).map { strdup($0) } + [nil]
var child: pid_t = 0
let failed = posix_spawn(&child, arguments[2], nil, nil, argv, environ)
guard failed == 0 else {
    complain("peak-rss: cannot run \(arguments[2]): \(String(cString: strerror(failed)))\n")
    exit(127)
}
var status: Int32 = 0
var usage = rusage()
while wait4(child, &status, 0, &usage) < 0, errno == EINTR {}
guard let file = fopen(arguments[1], "w") else { exit(74) }
fputs("\(usage.ru_maxrss)\n", file)
fclose(file)
let signalled = status & 0x7f
if signalled != 0 {
    signal(signalled, SIG_DFL)
    kill(getpid(), signalled)
}
exit((status >> 8) & 0xff)
