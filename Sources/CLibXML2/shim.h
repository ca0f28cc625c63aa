#ifndef SPOTS_CLIBXML2_SHIM_H
#define SPOTS_CLIBXML2_SHIM_H
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
