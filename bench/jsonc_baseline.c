/*
 * The benchmark baseline: the least a program can do to read a JSON Lines trace with json-c.
 * It reads the file line by line (getline), parses each line with one reused json_tokener,
 * releases the object, and counts the objects. Nothing is validated or converted.
 * GestureTrace's reader is measured as a ratio against this, in the same run (bench/run.sh).
 */
#include <json-c/json.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(int argc, char **argv) {
    if (argc != 2) {
        fprintf(stderr, "usage: %s FILE.jsonl\n", argv[0]);
        return 64;
    }
    FILE *file = fopen(argv[1], "r");
    if (!file) {
        perror(argv[1]);
        return 66;
    }
    json_tokener *tokener = json_tokener_new();
    char *line = NULL;
    size_t capacity = 0;
    ssize_t length;
    long objects = 0, failures = 0;
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
    free(line);
    json_tokener_free(tokener);
    fclose(file);
    printf("%ld objects, %ld failures\n", objects, failures);
    return failures ? 65 : 0;
}
