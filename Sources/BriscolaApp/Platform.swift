// briscola runs on Linux: the terminal driver, the signals and the output call glibc directly
// (termios's c_cc indices, sigaction's __sigaction_handler, Glibc.write) and discovery needs Avahi.
// A build anywhere else stops here with that said, rather than on a missing symbol.
#if !os(Linux)
#error("briscola builds and runs on Linux only (ARCHITECTURE.md, 'What it runs on')")
#endif
