/* Runs a command and writes its resource use to a file, at the kernel's resolution.
 *
 *     rusage OUT COMMAND [ARG...]
 *
 * OUT gets one line, "USER SYS WALL MAXRSS_KB": user and system CPU seconds and wall seconds
 * with microsecond digits (wait4's), and the command's largest resident set. /usr/bin/time
 * prints CPU seconds with two decimals, a quantum of 4 % of the bench corpus's C baseline
 * (0.26 s): too coarse to see a change of a few per cent in a ratio of two such times. A C
 * program, like /usr/bin/time, so that what the command did before exec is a few pages, not an
 * interpreter's. The command keeps its stdout and stderr; the exit status is the command's.
 */
#include <stdio.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static double seconds(struct timeval tv) { return tv.tv_sec + tv.tv_usec / 1e6; }

int main(int argc, char **argv) {
    if (argc < 3) {
        fprintf(stderr, "usage: rusage OUT COMMAND [ARG...]\n");
        return 64;
    }
    struct timespec start, end;
    clock_gettime(CLOCK_MONOTONIC, &start);
    pid_t child = fork();
    if (child < 0) { perror("rusage: fork"); return 71; }
    if (child == 0) {
        execvp(argv[2], argv + 2);
        perror(argv[2]);
        _exit(127);
    }
    int status;
    struct rusage usage;
    if (wait4(child, &status, 0, &usage) < 0) { perror("rusage: wait4"); return 71; }
    clock_gettime(CLOCK_MONOTONIC, &end);
    double wall = (end.tv_sec - start.tv_sec) + (end.tv_nsec - start.tv_nsec) / 1e9;
    FILE *out = fopen(argv[1], "w");
    if (!out) { perror(argv[1]); return 73; }
    fprintf(out, "%.6f %.6f %.6f %ld\n", seconds(usage.ru_utime), seconds(usage.ru_stime), wall, usage.ru_maxrss);
    if (fclose(out) != 0) { perror(argv[1]); return 74; }
    return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}
