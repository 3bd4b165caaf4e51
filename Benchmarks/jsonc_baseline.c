/*
 * The benchmark baseline: the least a program can do to read JSON Lines traces with json-c.
 * For each file given, it reads the file line by line (getline), parses each line with one reused
 * json_tokener, releases the object, and counts the objects. Nothing is validated or converted.
 * GestureTrace's reader is measured as a ratio against this, in the same run (Benchmarks/run.sh).
 */
#include <json-c/json.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(int argc, char **argv) {
    if (argc < 2) {
        fprintf(stderr, "usage: %s FILE.jsonl...\n", argv[0]);
        return 64;
    }
    json_tokener *tokener = json_tokener_new();
    char *line = NULL;
    size_t capacity = 0;
    long objects = 0, failures = 0;
    for (int i = 1; i < argc; i++) {
        FILE *file = fopen(argv[i], "r");
        if (!file) {
            perror(argv[i]);
            return 66;
        }
        ssize_t length;
        while ((length = getline(&line, &capacity, file)) != -1) {
            if (length <= 1) continue;
            json_object *object = json_tokener_parse_ex(tokener, line, (int)length);
            if (object) {
                objects++;
                json_object_put(object);
            } else {
                failures++;
            }
            json_tokener_reset(tokener);
        }
        fclose(file);
    }
    free(line);
    json_tokener_free(tokener);
    printf("%ld objects, %ld failures\n", objects, failures);
    return failures ? 65 : 0;
}
