-- spots-site lsp in Neovim 0.7 to 0.10 (Debian 12 ships 0.7.2): one client for the project that
-- holds Content/, attached to every JSON buffer. docs/editors.md has the 0.11 form.
local client_id
vim.api.nvim_create_autocmd('FileType', {
  pattern = 'json',
  callback = function(args)
    if client_id == nil or vim.lsp.get_client_by_id(client_id) == nil then
      local content = vim.fn.finddir('Content', vim.fn.fnamemodify(args.file, ':p:h') .. ';')
      local root = content ~= '' and vim.fn.fnamemodify(content, ':p:h:h') or nil
      client_id = vim.lsp.start_client({ name = 'spots-site', cmd = { 'spots-site', 'lsp' }, root_dir = root })
    end
    vim.lsp.buf_attach_client(args.buf, client_id)
    vim.bo[args.buf].omnifunc = 'v:lua.vim.lsp.omnifunc' -- completion with <C-x><C-o>
  end,
})
vim.keymap.set('n', 'K', vim.lsp.buf.hover)
vim.keymap.set('n', '<leader>ca', vim.lsp.buf.code_action)
