-- Run by scripts/check-neovim.sh in a headless Neovim with init.lua, a screen open: a typo in an
-- item's key, its diagnostic, the quick fix applied, the diagnostic gone. Exits 0 when all hold.
local function fail(message)
  io.stderr:write('check-neovim: ' .. message .. '\n')
  vim.cmd('cq')
end
local function say(message) io.stdout:write(message .. '\n') end
local attached = vim.wait(10000, function()
  local _, client = next(vim.lsp.buf_get_clients(0))
  return client ~= nil and client.initialized
end, 20)
if not attached then return fail('the language server did not start') end
-- The first "title" inside "items": an item's title.
local lines = vim.api.nvim_buf_get_lines(0, 0, -1, false)
local items, row
for index, line in ipairs(lines) do
  if line:find('"items"') then items = true end
  if items and line:find('"title"') then row = index; break end
end
if not row then return fail('no item title in the screen') end
vim.api.nvim_buf_set_lines(0, row - 1, row, false, { (lines[row]:gsub('"title"', '"titel"', 1)) })
if not vim.wait(10000, function() return #vim.diagnostic.get(0) > 0 end, 20) then return fail('no diagnostic for the typo') end
local found = vim.diagnostic.get(0)[1]
say(string.format('diagnostic at %d:%d [%s] %s', found.lnum + 1, found.col + 1, tostring(found.code), found.message))
if found.code ~= 'unknown-key' or found.lnum ~= row - 1 then return fail('the diagnostic is not the typo') end
local params = {
  textDocument = { uri = vim.uri_from_bufnr(0) },
  range = { start = { line = found.lnum, character = found.col }, ['end'] = { line = found.end_lnum, character = found.end_col } },
  context = { diagnostics = vim.lsp.diagnostic.get_line_diagnostics(0, found.lnum) },
}
local answers = vim.lsp.buf_request_sync(0, 'textDocument/codeAction', params, 5000) or {}
local fix
for _, answer in pairs(answers) do
  for _, action in ipairs(answer.result or {}) do
    if action.isPreferred then fix = action end
  end
end
if not fix then return fail('no quick fix offered') end
say('quick fix: ' .. fix.title)
vim.lsp.util.apply_workspace_edit(fix.edit, 'utf-16')
if not vim.wait(10000, function() return #vim.diagnostic.get(0) == 0 end, 20) then return fail('the diagnostic stayed after the fix') end
say('fixed: ' .. vim.trim(vim.api.nvim_buf_get_lines(0, row - 1, row, false)[1]))
vim.cmd('qa!')
