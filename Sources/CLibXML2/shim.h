#ifndef SPOTS_CLIBXML2_SHIM_H
#define SPOTS_CLIBXML2_SHIM_H
// <libxml/...> is found through pkg-config's -I/usr/include/libxml2 on Linux, and in the SDK's
// usr/include/libxml on macOS (where it needs no flag).
#include <libxml/xmlversion.h>
// Foundation on Linux brings its own ICU; libxml2's ICU types clash with it on a clean build.
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/SAX2.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>

/// xmlFree is a global function pointer in libxml2, which Swift cannot call directly.
static inline void spots_xml_free(void *pointer) { xmlFree(pointer); }

#endif
