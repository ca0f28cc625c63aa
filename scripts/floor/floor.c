/* The floor of a build: only the work no generator of these pages can skip, done in C on every
 * core, with nothing else. Given the pages a build wrote and the markdown of the screens, it
 * checks every page with libxml2's SAX push parser (as spots-site validates), renders every
 * markdown string with cmark in safe mode, and writes every page into a fresh output folder.
 * JSON parsing, templates, links and the catalog cost nothing here, so its time is a lower bound
 * of what any spots-site can take. It fails when a page is not well-formed. See scripts/bench-floor.sh.
 *   floor PAGES-LIST PAGES-ROOT MARKDOWN-LIST OUTPUT-ROOT */
#include <cmark.h>
#include <fcntl.h>
#include <libxml/parser.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static char **pages, **markdown, *output;
static long *lengths;
static int pageCount, markdownCount, threads, malformed;

static char *slurp(const char *path, long *length) {
    FILE *file = fopen(path, "rb");
    if (!file) return NULL;
    fseek(file, 0, SEEK_END);
    *length = ftell(file);
    rewind(file);
    char *bytes = malloc(*length + 1);
    *length = (long)fread(bytes, 1, *length, file);
    fclose(file);
    return bytes;
}

static char **lines(const char *path, int *count) {
    long length;
    char *text = slurp(path, &length);
    if (!text) { perror(path); exit(2); }
    text[length] = 0;
    char **result = malloc(sizeof(char *) * (length + 1));
    *count = 0;
    for (char *line = strtok(text, "\n"); line; line = strtok(NULL, "\n")) result[(*count)++] = line;
    return result;
}

static void makeParents(char *path) {
    for (char *slash = strchr(path + 1, '/'); slash; slash = strchr(slash + 1, '/')) {
        *slash = 0;
        mkdir(path, 0755);
        *slash = '/';
    }
}

static char **bodies;

static void *work(void *argument) {
    int part = (int)(long)argument;
    char path[8192];
    for (int index = part; index < pageCount; index += threads) {
        xmlSAXHandler handler;
        memset(&handler, 0, sizeof handler);
        xmlSAXVersion(&handler, 2);
        // As spots-site's validator: elements and text come to callbacks (here none), not a tree.
        handler.startElementNs = NULL;
        handler.endElementNs = NULL;
        handler.characters = NULL;
        handler.cdataBlock = NULL;
        handler.ignorableWhitespace = NULL;
        handler.reference = NULL;
        handler.comment = NULL;
        handler.processingInstruction = NULL;
        xmlParserCtxtPtr parser = xmlCreatePushParserCtxt(&handler, NULL, NULL, 0, pages[index]);
        xmlCtxtUseOptions(parser, XML_PARSE_NONET);
        xmlParseChunk(parser, bodies[index], (int)lengths[index], 1);
        if (!parser->wellFormed) {
            fprintf(stderr, "not well-formed: %s\n", pages[index]);
            __atomic_fetch_add(&malformed, 1, __ATOMIC_RELAXED);
        }
        if (parser->myDoc) xmlFreeDoc(parser->myDoc);
        xmlFreeParserCtxt(parser);
        snprintf(path, sizeof path, "%s/%s", output, pages[index]);
        makeParents(path);
        int file = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
        if (file < 0 || write(file, bodies[index], lengths[index]) != lengths[index]) perror(path);
        close(file);
    }
    for (int index = part; index < markdownCount; index += threads) {
        free(cmark_markdown_to_html(markdown[index], strlen(markdown[index]), CMARK_OPT_SAFE));
    }
    return NULL;
}

int main(int argc, char **argv) {
    if (argc != 5) { fprintf(stderr, "usage: floor PAGES-LIST PAGES-ROOT MARKDOWN-LIST OUTPUT-ROOT\n"); return 2; }
    pages = lines(argv[1], &pageCount);
    markdown = lines(argv[3], &markdownCount);
    output = argv[4];
    bodies = malloc(sizeof(char *) * pageCount);
    lengths = malloc(sizeof(long) * pageCount);
    char path[8192];
    for (int index = 0; index < pageCount; index++) {
        snprintf(path, sizeof path, "%s/%s", argv[2], pages[index]);
        bodies[index] = slurp(path, &lengths[index]);
        if (!bodies[index]) { perror(path); return 2; }
    }
    xmlInitParser();
    threads = (int)sysconf(_SC_NPROCESSORS_ONLN);
    pthread_t workers[256];
    if (threads > 256) threads = 256;
    for (int part = 0; part < threads; part++) pthread_create(&workers[part], NULL, work, (void *)(long)part);
    for (int part = 0; part < threads; part++) pthread_join(workers[part], NULL);
    return malformed ? 1 : 0;
}
