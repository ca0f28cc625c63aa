# Runs a Homebrew formula's `test do` block without Homebrew, against a spots-site built here: a
# stand-in `Formula` class gives the DSL the formula uses (class methods that record what they are
# given; `bin`, `testpath`, `version`, `system`, `shell_output` and the assertions in the test), the
# formula file is loaded as Homebrew loads it, and its test runs in a fresh folder with `bin` a
# folder holding the binary. Also checks what `brew audit` would refuse in what was recorded.
#   ruby scripts/formula/harness.rb Formula/spots-site.rb .build/debug/spots-site
# Exits 1, naming the line of the formula, when a command or an assertion of the test fails.

require "fileutils"
require "open3"
require "pathname"
require "tmpdir"

# A failed assertion or command of the formula's test.
class FormulaTestFailure < StandardError; end

# A version as Homebrew's `version` gives it to a test: a string that knows whether it is HEAD.
class FormulaVersion < String
  def head?
    start_with?("HEAD")
  end
end

# The part of Homebrew's Formula that spots-site's formula uses.
class Formula
  include FileUtils

  class << self
    attr_reader :test_block

    # Each class method of the DSL keeps what it was given, by name.
    def recorded
      @recorded ||= Hash.new { |hash, key| hash[key] = [] }
    end

    %i[desc homepage url sha256 license head depends_on uses_from_macos].each do |name|
      define_method(name) do |*arguments, **options|
        recorded[name] << (options.empty? ? arguments : arguments + [options])
      end
    end

    def test(&block)
      @test_block = block
    end

    def inherited(subclass)
      super
      (@subclasses ||= []) << subclass
    end

    def subclasses_loaded
      @subclasses || []
    end
  end

  attr_reader :bin, :testpath, :version

  def initialize(bin:, testpath:, version:)
    @bin = Pathname(bin)
    @testpath = Pathname(testpath)
    @version = FormulaVersion.new(version)
  end

  # Runs the test block in `testpath`, as `brew test` does.
  def run_test
    Dir.chdir(testpath) { instance_exec(&self.class.test_block) }
  end

  def system(*command)
    shown = command.map(&:to_s)
    puts "  system #{shown.join(" ")}"
    output, status = Open3.capture2e(*shown)
    return true if status.success?

    fail_test "#{shown.join(" ")} exited with #{status.exitstatus}:\n#{output}"
  end

  def shell_output(command, expected = 0)
    puts "  shell_output #{command}"
    output, status = Open3.capture2("/bin/sh", "-c", command)
    return output if status.exitstatus == expected

    fail_test "`#{command}` exited with #{status.exitstatus}, not #{expected}:\n#{output}"
  end

  def assert_match(expected, actual)
    return if expected.is_a?(Regexp) ? expected.match?(actual) : actual.include?(expected.to_s)

    fail_test "#{expected.inspect} is not in #{actual.inspect}"
  end

  def assert_path_exists(path)
    fail_test "#{path} does not exist" unless File.exist?(path)
  end

  def refute_path_exists(path)
    fail_test "#{path} exists" if File.exist?(path)
  end

  def assert_predicate(object, predicate)
    fail_test "#{object}.#{predicate} is false" unless object.public_send(predicate)
  end

  def assert_equal(expected, actual)
    fail_test "expected #{expected.inspect}, got #{actual.inspect}" unless expected == actual
  end

  private

  def fail_test(message)
    line = caller_locations.find { |location| location.path.end_with?(".rb") && location.path != __FILE__ }
    raise FormulaTestFailure, "#{line&.path}:#{line&.lineno}: #{message}"
  end
end

# What `brew audit` checks of the fields a formula declares, in brief; the problems found.
def audit(recorded, name)
  problems = []
  desc = recorded[:desc].dig(0, 0).to_s
  problems << "desc is missing" if desc.empty?
  problems << "desc is over 80 characters" if desc.length > 80
  problems << "desc starts with an article" if desc.match?(/\A(an?|the) /i)
  problems << "desc names the formula" if desc.downcase.include?(name)
  problems << "desc ends with a full stop" if desc.end_with?(".")
  %i[homepage url head].each do |field|
    problems << "#{field} is not an https URL" unless recorded[field].dig(0, 0).to_s.start_with?("https://")
  end
  digest = recorded[:sha256].dig(0, 0)
  problems << "sha256 is not 64 hex digits" unless digest.nil? || digest.match?(/\A\h{64}\z/)
  problems << "license is not MIT" unless recorded[:license] == [["MIT"]]
  problems << "cmark is not a dependency" unless recorded[:depends_on].include?(["cmark"])
  problems
end

formula_path, binary = ARGV
abort "usage: ruby #{$PROGRAM_NAME} FORMULA.rb path/to/spots-site" unless formula_path && binary
binary = File.expand_path(binary)
abort "formula harness: no executable at #{binary}" unless File.executable?(binary)
load File.expand_path(formula_path)
formula_class = Formula.subclasses_loaded.last
name = File.basename(formula_path, ".rb")
problems = audit(formula_class.recorded, name)
problems << "it has no `test do` block" unless formula_class.test_block
problems << "it has no install method" unless formula_class.method_defined?(:install)
abort "formula harness: #{formula_path}: #{problems.join("; ")}" unless problems.empty?

# The url's version when the binary is that version; else the binary is a build of main, as
# `brew install --HEAD` makes, and the test gets the version such a build has.
version = formula_class.recorded[:url].dig(0, 0).to_s[/v(\d+(?:\.\d+)+)\.tar\.gz\z/, 1]
version = "HEAD" unless version && `#{binary} --version`.start_with?("#{version} ")
Dir.mktmpdir("formula-test") do |folder|
  prefix = Pathname(folder)
  (prefix/"bin").mkpath
  File.symlink(binary, prefix/"bin/#{name}")
  (prefix/"test").mkpath
  puts "formula harness: #{formula_path}'s test, version #{version}, with #{binary}"
  begin
    formula_class.new(bin: prefix/"bin", testpath: prefix/"test", version:).run_test
  rescue FormulaTestFailure => e
    abort "formula harness: FAILED #{e.message}"
  end
end
puts "formula harness: the test passed"
