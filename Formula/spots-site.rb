# spots-site for Homebrew, kept in spots-site's own repository, which is its tap:
#   brew tap your-org/spots-site https://github.com/your-org/spots-site
#   brew install your-org/spots-site/spots-site          # the release tagged in `url`
#   brew install --HEAD your-org/spots-site/spots-site   # main
# A tag's archive cannot hold its own digest: once the tag is on GitHub, scripts/formula/update.sh
# VERSION sets `url` and `sha256` to it, in a commit after the tag. While there is no `sha256` line
# below, only --HEAD installs. scripts/check-formula.sh runs the `test do` block against a build on
# Linux.
class SpotsSite < Formula
  desc "Turn Spots screen JSON into a validated, browsable HTML site"
  homepage "https://github.com/your-org/spots-site"
  url "https://github.com/your-org/spots-site/archive/refs/tags/v0.1.0.tar.gz"
  license "MIT"
  head "https://github.com/your-org/spots-site.git", branch: "main"

  depends_on xcode: ["16.0", :build] # swift-tools-version 6.0
  depends_on macos: :sonoma # Package.swift's platforms: macOS 14
  depends_on "cmark"
  depends_on "graphviz"

  uses_from_macos "swift" => :build
  uses_from_macos "libxml2"

  def install
    system "swift", "build", "--disable-sandbox", "-c", "release", "--product", "spots-site"
    bin.install ".build/release/spots-site"
    # The man page, from the commands' own help (swift-argument-parser's plugin).
    system "swift", "package", "--disable-sandbox", "generate-manual"
    man1.install ".build/plugins/GenerateManual/outputs/SpotsSiteCLI/spots-site.1"
    generate_completions_from_executable(bin/"spots-site", "--generate-completion-script")
  end

  test do
    version_line = shell_output("#{bin}/spots-site --version")
    assert_match(/\A\d+\.\d+\.\d+ \(cmark [\d.]+, libxml2 [\d.]+, graphviz [\d.]+\)/, version_line)
    assert_match version.to_s, version_line unless version.head?
    system bin/"spots-site", "init", "site"
    cd "site" do
      assert_match " 0 warnings, 0 errors", shell_output("#{bin}/spots-site build 2>&1")
      assert_path_exists testpath/"site/Output/index.html"
      system bin/"spots-site", "check", "--strict"
    end
  end
end
