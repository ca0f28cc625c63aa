/// `spots-site lsp`: the Language Server Protocol over standard input and output.
package enum LanguageServer {}
