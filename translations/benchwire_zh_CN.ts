<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>bw::ui::ChartExporter</name>
    <message>
        <source>Benchwire chart</source>
        <translation>Benchwire 图表</translation>
    </message>
</context>
<context>
    <name>bw::ui::ChartPair</name>
    <message>
        <source>Upload, received</source>
        <translation>上传，接收</translation>
    </message>
    <message>
        <source>Upload, sent</source>
        <translation>上传，发送</translation>
    </message>
    <message>
        <source>Download, received</source>
        <translation>下载，接收</translation>
    </message>
    <message>
        <source>Download, sent</source>
        <translation>下载，发送</translation>
    </message>
    <message>
        <source>CPU, this PC</source>
        <translation>CPU，本机</translation>
    </message>
    <message>
        <source>CPU, peer</source>
        <translation>CPU，对端</translation>
    </message>
    <message>
        <source>Time (s)</source>
        <translation>时间（秒）</translation>
    </message>
    <message>
        <source>CPU (%)</source>
        <translation>CPU（%）</translation>
    </message>
    <message>
        <source>Received here from %1</source>
        <translation>本机从 %1 接收</translation>
    </message>
    <message>
        <source>Sent by %1</source>
        <translation>由 %1 发送</translation>
    </message>
    <message>
        <source>Received by %1</source>
        <translation>由 %1 接收</translation>
    </message>
    <message>
        <source>Sent from here to %1</source>
        <translation>本机发送至 %1</translation>
    </message>
    <message>
        <source>CPU, client %1</source>
        <translation>CPU，客户端 %1</translation>
    </message>
    <message>
        <source>PHY rate, this PC sends</source>
        <translation>PHY 速率，本机发送</translation>
    </message>
    <message>
        <source>PHY rate, this PC receives</source>
        <translation>PHY 速率，本机接收</translation>
    </message>
    <message>
        <source>PHY rate, peer sends</source>
        <translation>PHY 速率，对端发送</translation>
    </message>
    <message>
        <source>PHY rate, peer receives</source>
        <translation>PHY 速率，对端接收</translation>
    </message>
    <message>
        <source>Run failed here</source>
        <translation>测试在此失败</translation>
    </message>
    <message>
        <source>Busiest core, this PC</source>
        <translation>最繁忙核心，本机</translation>
    </message>
    <message>
        <source>Busiest core, peer</source>
        <translation>最繁忙核心，对端</translation>
    </message>
    <message>
        <source>Busiest core, client %1</source>
        <translation>最繁忙核心，客户端 %1</translation>
    </message>
</context>
<context>
    <name>bw::ui::CheckText</name>
    <message>
        <source>TCP %1: reachable (connected in %2 ms)</source>
        <translation>TCP %1：可达（%2 毫秒内连接）</translation>
    </message>
    <message>
        <source>TCP %1: refused: nothing listens there. Start &quot;benchwire-cli -s&quot; or Serve mode on the peer.</source>
        <translation>TCP %1：被拒绝：那里没有程序在监听。请在对端运行“benchwire-cli -s”或启动服务模式。</translation>
    </message>
    <message>
        <source>TCP %1: no answer: filtered by a firewall, or a wrong address or route.</source>
        <translation>TCP %1：无应答：被防火墙过滤，或地址、路由有误。</translation>
    </message>
    <message>
        <source>TCP %1: unreachable: no route to the peer. Check the address and the local interface.</source>
        <translation>TCP %1：不可达：没有到对端的路由。请检查地址和本地接口。</translation>
    </message>
    <message>
        <source>UDP %1: reachable (%2 of %3 probes arrived, round trip %4 ms)</source>
        <translation>UDP %1：可达（%3 个探测包中到达 %2 个，往返 %4 毫秒）</translation>
    </message>
    <message>
        <source>UDP %1: closed on the peer (port unreachable).</source>
        <translation>UDP %1：对端已关闭（端口不可达）。</translation>
    </message>
    <message>
        <source>UDP %1: not testable against iperf3 (TCP only).</source>
        <translation>UDP %1：无法针对 iperf3 测试（仅 TCP）。</translation>
    </message>
    <message>
        <source>UDP %1: not testable (%2)</source>
        <translation>UDP %1：无法测试（%2）</translation>
    </message>
    <message>
        <source>UDP %1: not tested (%2)</source>
        <translation>UDP %1：未测试（%2）</translation>
    </message>
    <message>
        <source>Path MTU: %1 bytes</source>
        <translation>路径 MTU：%1 字节</translation>
    </message>
    <message>
        <source>Path MTU: not reported by this system</source>
        <translation>路径 MTU：此系统未提供</translation>
    </message>
    <message>
        <source>Peer&apos;s firewall: %1</source>
        <translation>对端防火墙：%1</translation>
    </message>
    <message>
        <source>Everything tested is reachable.</source>
        <translation>所有测试项均可达。</translation>
    </message>
    <message>
        <source>TCP %1: failed (%2). Check the address and the port, then run Check again.</source>
        <translation>TCP %1：失败（%2）。请检查地址和端口，然后再次运行检查。</translation>
    </message>
    <message>
        <source>UDP %1: blocked: TCP reached the peer, UDP did not. Its firewall (or one on the path) blocks UDP. Allow UDP on the test port there (Allow through firewall… shows how).</source>
        <translation>UDP %1：被阻止：TCP 已到达对端，UDP 没有。其防火墙（或路径上的防火墙）阻止了 UDP。请在对端允许测试端口的 UDP（“在防火墙中放行…”会说明方法）。</translation>
    </message>
    <message>
        <source>UDP %1: one way only: the probes arrived, the answers did not come back. A firewall on this machine may block them: allow incoming UDP here, or run a TCP test.</source>
        <translation>UDP %1：仅单向：探测包已到达，但应答没有返回。本机的防火墙可能阻止了它们：请在此允许入站 UDP，或运行 TCP 测试。</translation>
    </message>
    <message>
        <source>UDP %1: failed (%2). Run Check again; if it stays, run a TCP test.</source>
        <translation>UDP %1：失败（%2）。请再次运行检查；若仍失败，请运行 TCP 测试。</translation>
    </message>
    <message>
        <source>Not everything is reachable: fix the first line that is not, then run Check again.</source>
        <translation>并非全部可达：请先解决第一条不可达的项，然后再次运行检查。</translation>
    </message>
</context>
<context>
    <name>bw::ui::CompareCharts</name>
    <message>
        <source>Time (s)</source>
        <translation>时间（秒）</translation>
    </message>
</context>
<context>
    <name>bw::ui::CompareController</name>
    <message>
        <source>Open results to &amp;compare…</source>
        <translation>打开结果进行比较(&amp;C)…</translation>
    </message>
    <message>
        <source>Choose 2 to 8 saved results (JSON) to see on one chart and in one table.</source>
        <translation>选择 2 到 8 个已保存的结果（JSON），在同一图表和同一表格中查看。</translation>
    </message>
    <message>
        <source>Choose between %1 and %2 results to compare; %3 were given.</source>
        <translation>请选择 %1 到 %2 个结果进行比较；当前给出了 %3 个。</translation>
    </message>
    <message>
        <source>Cannot compare</source>
        <translation>无法比较</translation>
    </message>
    <message>
        <source>Open results to compare</source>
        <translation>打开要比较的结果</translation>
    </message>
    <message>
        <source>Benchwire results (*.json)</source>
        <translation>Benchwire 结果 (*.json)</translation>
    </message>
    <message>
        <source>Run %1 of the selection is not a Benchwire result (%2). Remove it from the selection, or compare the others.</source>
        <translation>所选的第 %1 次运行不是 Benchwire 结果（%2）。请将其从选择中移除，或比较其他运行。</translation>
    </message>
    <message>
        <source>The review has no runs yet. Start the review first, then compare.</source>
        <translation>评测还没有运行记录。请先开始评测，然后再比较。</translation>
    </message>
</context>
<context>
    <name>bw::ui::CompareExporter</name>
    <message>
        <source>There are no results to export. Add at least two runs to the comparison first.</source>
        <translation>没有可导出的结果。请先向比较中添加至少两次运行。</translation>
    </message>
</context>
<context>
    <name>bw::ui::CompareModel</name>
    <message>
        <source>±%1 %</source>
        <translation>±%1 %</translation>
    </message>
    <message>
        <source>%1%2 %</source>
        <translation>%1%2 %</translation>
    </message>
    <message>
        <source>–</source>
        <translation>–</translation>
    </message>
    <message>
        <source>baseline</source>
        <translation>基准</translation>
    </message>
    <message>
        <source>Difference to the baseline run, in percent of the baseline.</source>
        <translation>与基准测试的差异，以基准的百分比表示。</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>标签</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>开始时间</translation>
    </message>
    <message>
        <source>Δ %1</source>
        <translation>Δ %1</translation>
    </message>
</context>
<context>
    <name>bw::ui::ComparePlotData</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Throughput over time</source>
        <translation>吞吐量随时间变化</translation>
    </message>
    <message>
        <source>Received, all directions of a run together</source>
        <translation>接收量，每次测试的所有方向合计</translation>
    </message>
    <message>
        <source>Mean throughput</source>
        <translation>平均吞吐量</translation>
    </message>
    <message>
        <source>Benchwire %1 · made %2</source>
        <translation>Benchwire %1 · 生成于 %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Whiskers: min–max of repeats (one run: ± std. dev.)</source>
        <translation>误差线：重复测试的最小–最大值（单次测试：± 标准差）</translation>
    </message>
</context>
<context>
    <name>bw::ui::CompareRunReader</name>
    <message>
        <source>%1 · %2 · peer %3 · from %4 · %5 %6, %7 s, streams: %8, buffer %9, window %10</source>
        <translation>%1 · %2 · 对端 %3 · 来自 %4 · %5 %6，%7 秒，流数：%8，缓冲区 %9，窗口 %10</translation>
    </message>
    <message>
        <source>(unknown)</source>
        <translation>（未知）</translation>
    </message>
    <message>
        <source>Auto</source>
        <translation>自动</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <source>Upload</source>
        <translation>上传</translation>
    </message>
    <message>
        <source>Download</source>
        <translation>下载</translation>
    </message>
    <message>
        <source>Simultaneous</source>
        <translation>同时</translation>
    </message>
    <message>
        <source>not JSON: %1</source>
        <translation>不是 JSON：%1</translation>
    </message>
</context>
<context>
    <name>bw::ui::CompareWindow</name>
    <message>
        <source>Compare results</source>
        <translation>比较结果</translation>
    </message>
    <message>
        <source>Hover a label for the run&apos;s date, peer and settings.</source>
        <translation>将鼠标悬停在标签上可查看测试的日期、对端和设置。</translation>
    </message>
    <message>
        <source>The run the others are measured against, in %.</source>
        <translation>其他测试与之比较的基准测试，以 % 表示。</translation>
    </message>
    <message>
        <source>&amp;Export for an article…</source>
        <translation>导出用于文章(&amp;E)…</translation>
    </message>
    <message>
        <source>Save the charts as PNG (1200×675, 1920×1080) and SVG, the table as CSV and Markdown and every result as JSON into one folder.</source>
        <translation>将图表保存为 PNG（1200×675、1920×1080）和 SVG，将表格保存为 CSV 和 Markdown，并将每个结果保存为 JSON，全部放入一个文件夹。</translation>
    </message>
    <message>
        <source>&amp;Baseline:</source>
        <translation>基准(&amp;B)：</translation>
    </message>
    <message numerus="yes">
        <source>Saved %n file(s) to %1</source>
        <translation>
            <numerusform>已将 %n 个文件保存到 %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Folder for the article files</source>
        <translation>文章文件的文件夹</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>导出失败</translation>
    </message>
    <message>
        <source>&amp;Dark charts</source>
        <translation>深色图表(&amp;D)</translation>
    </message>
    <message>
        <source>Export the charts in the dark theme, for a page with a dark background. The window keeps the light one.</source>
        <translation>以深色主题导出图表，适用于深色背景的页面。窗口本身保持浅色。</translation>
    </message>
</context>
<context>
    <name>bw::ui::DurationSpin</name>
    <message>
        <source>%1 h</source>
        <translation>%1 小时</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 分钟</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>h</source>
        <translation>小时</translation>
    </message>
    <message>
        <source>min</source>
        <translation>分钟</translation>
    </message>
    <message>
        <source>s</source>
        <translation>秒</translation>
    </message>
</context>
<context>
    <name>bw::ui::ErrorText</name>
    <message>
        <source>The name %1 could not be resolved.</source>
        <translation>无法解析名称 %1。</translation>
    </message>
    <message>
        <source>Check the spelling, or type the peer&apos;s IP address.</source>
        <translation>请检查拼写，或输入对端的 IP 地址。</translation>
    </message>
    <message>
        <source>%1 refused the connection: no Benchwire server listens there.</source>
        <translation>%1 拒绝了连接：那里没有 Benchwire 服务器在监听。</translation>
    </message>
    <message>
        <source>Start &quot;benchwire-cli -s&quot; or the app in Serve mode on the peer, and check the port.</source>
        <translation>请在对端运行“benchwire-cli -s”或以服务模式启动本应用，并检查端口。</translation>
    </message>
    <message>
        <source>%1 cannot be reached from this interface.</source>
        <translation>无法从此接口访问 %1。</translation>
    </message>
    <message>
        <source>Check the cable or Wi-Fi, and pick an interface on the peer&apos;s network.</source>
        <translation>请检查网线或 Wi-Fi，并选择与对端位于同一网络的接口。</translation>
    </message>
    <message>
        <source>The chosen local address or port cannot be used.</source>
        <translation>无法使用所选的本地地址或端口。</translation>
    </message>
    <message>
        <source>Pick another interface or address, or choose &quot;Any interface&quot;.</source>
        <translation>请选择其他接口或地址，或选择“任意接口”。</translation>
    </message>
    <message>
        <source>A setting is out of range.</source>
        <translation>某项设置超出范围。</translation>
    </message>
    <message>
        <source>Correct the setting and retry.</source>
        <translation>请更正设置后重试。</translation>
    </message>
    <message>
        <source>%1 is busy with another test.</source>
        <translation>%1 正忙于另一项测试。</translation>
    </message>
    <message>
        <source>Wait until that test ends, then try again.</source>
        <translation>请等待该测试结束后再试。</translation>
    </message>
    <message>
        <source>%1 speaks an incompatible protocol version.</source>
        <translation>%1 使用不兼容的协议版本。</translation>
    </message>
    <message>
        <source>Update Benchwire on both machines to the same version.</source>
        <translation>请将两台机器上的 Benchwire 更新到相同版本。</translation>
    </message>
    <message>
        <source>%1 refused the test&apos;s settings.</source>
        <translation>%1 拒绝了测试设置。</translation>
    </message>
    <message>
        <source>Use fewer streams or a shorter duration, or raise the server&apos;s limits.</source>
        <translation>请减少流数或缩短时长，或提高服务器的限制。</translation>
    </message>
    <message>
        <source>%1 sent something this version does not understand.</source>
        <translation>%1 发送了此版本无法理解的内容。</translation>
    </message>
    <message>
        <source>Make sure the peer runs Benchwire or iperf3 3.12 or newer.</source>
        <translation>请确保对端运行 Benchwire 或 iperf3 3.12 及以上版本。</translation>
    </message>
    <message>
        <source>The connection to %1 was lost during the test.</source>
        <translation>测试期间与 %1 的连接已断开。</translation>
    </message>
    <message>
        <source>Check the link and the peer, then run again. The intervals measured so far are still shown.</source>
        <translation>请检查链路和对端，然后重新运行。已测得的区间仍会显示。</translation>
    </message>
    <message>
        <source>The test was stopped before data flowed.</source>
        <translation>测试在数据传输前已停止。</translation>
    </message>
    <message>
        <source>Run it again.</source>
        <translation>请重新运行。</translation>
    </message>
    <message>
        <source>The peer or this system lacks a feature the test needs.</source>
        <translation>对端或本系统缺少测试所需的功能。</translation>
    </message>
    <message>
        <source>Change the settings (for example the IP version) and retry.</source>
        <translation>请更改设置（例如 IP 版本）后重试。</translation>
    </message>
    <message>
        <source>The test failed with a network error.</source>
        <translation>测试因网络错误而失败。</translation>
    </message>
    <message>
        <source>Check the connection to the peer and retry.</source>
        <translation>请检查与对端的连接后重试。</translation>
    </message>
    <message>
        <source>%1 did not answer in time: a firewall filters the port, or the address or route is wrong.</source>
        <translation>%1 未及时应答：防火墙过滤了该端口，或地址、路由有误。</translation>
    </message>
    <message>
        <source>Allow the test port (TCP and UDP) through the peer&apos;s firewall, or check the address. Check tells more.</source>
        <translation>请在对端防火墙中放行测试端口（TCP 和 UDP），或检查地址。“检查”可提供更多信息。</translation>
    </message>
    <message>
        <source>TCP reached %1, UDP did not: its firewall (or one on the path) blocks UDP.</source>
        <translation>TCP 能到达 %1，UDP 不能：其防火墙（或路径上的防火墙）阻止了 UDP。</translation>
    </message>
    <message>
        <source>Allow UDP on the test port through the peer&apos;s firewall, or run a TCP test.</source>
        <translation>请在对端防火墙中放行测试端口上的 UDP，或改为运行 TCP 测试。</translation>
    </message>
</context>
<context>
    <name>bw::ui::ExportController</name>
    <message>
        <source>Export chart as &amp;PNG…</source>
        <translation>将图表导出为 &amp;PNG…</translation>
    </message>
    <message>
        <source>Save the chart as a PNG image at a size and DPI you choose.</source>
        <translation>按所选尺寸和 DPI 将图表保存为 PNG 图像。</translation>
    </message>
    <message>
        <source>Export chart as &amp;SVG…</source>
        <translation>将图表导出为 &amp;SVG…</translation>
    </message>
    <message>
        <source>Save the chart as a scalable SVG drawing.</source>
        <translation>将图表保存为可缩放的 SVG 矢量图。</translation>
    </message>
    <message>
        <source>Export intervals as &amp;CSV…</source>
        <translation>将区间导出为 &amp;CSV…</translation>
    </message>
    <message>
        <source>Save one row per interval and direction, for spreadsheets.</source>
        <translation>每个区间和方向保存一行，供电子表格使用。</translation>
    </message>
    <message>
        <source>Save result as &amp;JSON…</source>
        <translation>将结果保存为 &amp;JSON…</translation>
    </message>
    <message>
        <source>Save the full result in Benchwire&apos;s versioned JSON format.</source>
        <translation>以 Benchwire 带版本号的 JSON 格式保存完整结果。</translation>
    </message>
    <message>
        <source>&amp;Copy chart</source>
        <translation>复制图表(&amp;C)</translation>
    </message>
    <message>
        <source>Copy the chart to the clipboard as an image.</source>
        <translation>将图表作为图像复制到剪贴板。</translation>
    </message>
    <message>
        <source>&amp;Open result…</source>
        <translation>打开结果(&amp;O)…</translation>
    </message>
    <message>
        <source>Show a result saved earlier as JSON.</source>
        <translation>显示之前保存为 JSON 的结果。</translation>
    </message>
    <message>
        <source>Export chart as PNG</source>
        <translation>将图表导出为 PNG</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG 图像 (*.png)</translation>
    </message>
    <message>
        <source>Export chart as SVG</source>
        <translation>将图表导出为 SVG</translation>
    </message>
    <message>
        <source>SVG drawings (*.svg)</source>
        <translation>SVG 图形 (*.svg)</translation>
    </message>
    <message>
        <source>Export intervals as CSV</source>
        <translation>将区间导出为 CSV</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <source>Save result as JSON</source>
        <translation>将结果保存为 JSON</translation>
    </message>
    <message>
        <source>Benchwire results (*.json)</source>
        <translation>Benchwire 结果 (*.json)</translation>
    </message>
    <message>
        <source>Open result</source>
        <translation>打开结果</translation>
    </message>
    <message>
        <source>There is no finished result to export yet. Run a test first, or open a saved result.</source>
        <translation>还没有可导出的已完成结果。请先运行测试，或打开已保存的结果。</translation>
    </message>
    <message>
        <source>Export &amp;report (HTML or PDF)…</source>
        <translation>导出报告(HTML 或 PDF)(&amp;R)…</translation>
    </message>
    <message>
        <source>Save the chart, the results table, CPU, latency and link facts as one HTML page or PDF.</source>
        <translation>将图表、结果表、CPU、延迟和链路信息保存为一个 HTML 页面或 PDF。</translation>
    </message>
    <message>
        <source>There is no finished result to report yet. Run a test first, or open a saved result.</source>
        <translation>还没有可生成报告的完成结果。请先运行测试，或打开已保存的结果。</translation>
    </message>
    <message>
        <source>Export report</source>
        <translation>导出报告</translation>
    </message>
    <message>
        <source>HTML pages (*.html);;PDF documents (*.pdf)</source>
        <translation>HTML 页面 (*.html);;PDF 文档 (*.pdf)</translation>
    </message>
</context>
<context>
    <name>bw::ui::FileError</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Could not write %1. Choose another folder, or check that the disk has room and that you may write there.</source>
        <translation>无法写入 %1。请选择其他文件夹，或检查磁盘空间是否足够以及您是否有写入权限。</translation>
    </message>
    <message>
        <source>Could not create the folder %1. Choose another folder, or one you may write to.</source>
        <translation>无法创建文件夹 %1。请选择其他文件夹，或您有写入权限的文件夹。</translation>
    </message>
    <message>
        <source>Could not open %1. Check that the file is still there and that you may read it.</source>
        <translation>无法打开 %1。请检查文件是否仍然存在以及您是否有读取权限。</translation>
    </message>
    <message>
        <source>%1: no such file. Check the name and the folder, then give it again.</source>
        <translation>%1：没有此文件。请检查文件名和文件夹，然后重新指定。</translation>
    </message>
    <message>
        <source>%1 is not a Benchwire result (%2). Choose a .json file that Benchwire saved: Save result as JSON, history export, or benchwire-cli -J.</source>
        <translation>%1 不是 Benchwire 结果（%2）。请选择 Benchwire 保存的 .json 文件：“将结果另存为 JSON”、历史导出或 benchwire-cli -J。</translation>
    </message>
    <message>
        <source>%1 holds a run that failed and has no figures (%2). Choose a run that finished, or run the test again.</source>
        <translation>%1 包含一次失败且没有数据的运行（%2）。请选择已完成的运行，或重新运行测试。</translation>
    </message>
</context>
<context>
    <name>bw::ui::FirewallController</name>
    <message>
        <source>The rules for port %1 were removed.</source>
        <translation>端口 %1 的规则已删除。</translation>
    </message>
    <message>
        <source>TCP and UDP port %1 are now allowed.</source>
        <translation>TCP 和 UDP 端口 %1 现已放行。</translation>
    </message>
    <message>
        <source>The commands did not succeed: %1. Run them yourself as administrator (they are listed above), or allow the port in the firewall&apos;s own settings.</source>
        <translation>命令未成功：%1。请以管理员身份自行运行这些命令（见上方列表），或在防火墙自身的设置中允许该端口。</translation>
    </message>
</context>
<context>
    <name>bw::ui::FirewallDialog</name>
    <message>
        <source>Allow through firewall</source>
        <translation>在防火墙中放行</translation>
    </message>
    <message>
        <source>These commands let TCP and UDP port %1 in (%2). They add rules named &quot;%3&quot; and never turn the firewall off. They run with administrator rights after you click &quot;Allow&quot;.</source>
        <translation>这些命令放行 TCP 和 UDP 端口 %1（%2）。它们会添加名为“%3”的规则，绝不会关闭防火墙。点击“放行”后，它们将以管理员权限运行。</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>Temporary (remove when serving stops)</source>
        <translation>临时（停止服务时删除）</translation>
    </message>
    <message>
        <source>Nothing to do: the firewall lets the port in already, or no firewall was found.</source>
        <translation>无需操作：防火墙已放行该端口，或未找到防火墙。</translation>
    </message>
    <message>
        <source>Allow</source>
        <translation>放行</translation>
    </message>
    <message>
        <source>Running the commands; confirm the request for administrator rights.</source>
        <translation>正在运行命令；请确认管理员权限请求。</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
</context>
<context>
    <name>bw::ui::HelpMenu</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <source>User&apos;s guide</source>
        <translation>用户指南</translation>
    </message>
    <message>
        <source>The user&apos;s guide is not installed here. It is README.md and the docs folder of Benchwire&apos;s source.</source>
        <translation>此处未安装用户指南。它由 Benchwire 源代码中的 README.md 和 docs 文件夹组成。</translation>
    </message>
    <message>
        <source>No program opens %1 here. Open it with a text editor or a Markdown viewer.</source>
        <translation>此处没有程序能打开 %1。请用文本编辑器或 Markdown 查看器打开它。</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Benchwire %1&lt;/h3&gt;&lt;p&gt;Network throughput tests between two machines.&lt;/p&gt;&lt;p&gt;Protocol version %2&lt;br&gt;Build: %3&lt;br&gt;Qt %4 (built with Qt %5)&lt;/p&gt;&lt;p&gt;Benchwire&apos;s source code is under the MIT licence. This app links Qt, under the GNU LGPL version 3, and Qt Charts, under the GNU GPL version 3, so this program as distributed is covered by the GNU General Public License version 3. benchwire-cli uses no Qt and is under the MIT licence alone. The licence texts come with the app (Windows: the licenses folder; Linux: /usr/share/doc/benchwire/copyright).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Benchwire %1&lt;/h3&gt;&lt;p&gt;两台机器之间的网络吞吐量测试。&lt;/p&gt;&lt;p&gt;协议版本 %2&lt;br&gt;构建：%3&lt;br&gt;Qt %4（使用 Qt %5 构建）&lt;/p&gt;&lt;p&gt;Benchwire 的源代码采用 MIT 许可证。本应用链接了采用 GNU LGPL 第 3 版的 Qt 和采用 GNU GPL 第 3 版的 Qt Charts，因此按发布形式，本程序受 GNU 通用公共许可证第 3 版约束。benchwire-cli 不使用 Qt，仅采用 MIT 许可证。许可证文本随应用提供（Windows：licenses 文件夹；Linux：/usr/share/doc/benchwire/copyright）。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;User&apos;s guide</source>
        <translation>用户指南(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>键盘快捷键(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;About Benchwire</source>
        <translation>关于 Benchwire(&amp;A)</translation>
    </message>
    <message>
        <source>About Benchwire</source>
        <translation>关于 Benchwire</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>关于 &amp;Qt</translation>
    </message>
</context>
<context>
    <name>bw::ui::HistoryDatabase</name>
    <message>
        <source>unknown schema version %1</source>
        <translation>未知的架构版本 %1</translation>
    </message>
    <message>
        <source>The run history was written by a newer Benchwire. It was kept as %1; a new history was started.</source>
        <translation>测试历史由更新版本的 Benchwire 写入。已将其保留为 %1，并开始了新的历史。</translation>
    </message>
    <message>
        <source>The run history was damaged (%1). It was kept as %2; a new history was started.</source>
        <translation>测试历史已损坏（%1）。已将其保留为 %2，并开始了新的历史。</translation>
    </message>
    <message>
        <source>The run history folder %1 could not be created. Runs are kept only until the app closes: check that you may write there, then restart Benchwire.</source>
        <translation>无法创建运行历史文件夹 %1。运行记录只保留到应用关闭：请检查您是否有写入权限，然后重新启动 Benchwire。</translation>
    </message>
    <message>
        <source>The run history %1 could not be read (%2), nor moved aside. Runs are kept only until the app closes: move that file away yourself, then restart Benchwire.</source>
        <translation>运行历史 %1 既无法读取（%2）也无法移到一旁。运行记录只保留到应用关闭：请自行移走该文件，然后重新启动 Benchwire。</translation>
    </message>
</context>
<context>
    <name>bw::ui::HistoryDetails</name>
    <message>
        <source>e.g. &quot;Beelink SER8, Wi-Fi 7, 6 GHz&quot;</source>
        <translation>例如“Beelink SER8，Wi-Fi 7，6 GHz”</translation>
    </message>
    <message>
        <source>The run&apos;s name in the list, in comparisons and in exports.</source>
        <translation>该测试在列表、比较和导出中显示的名称。</translation>
    </message>
    <message>
        <source>e.g. wifi, review</source>
        <translation>例如 wifi, 评测</translation>
    </message>
    <message>
        <source>Words to find and group runs by, separated by commas.</source>
        <translation>用于查找和分组测试的词语，以逗号分隔。</translation>
    </message>
    <message>
        <source>Anything worth remembering about this run</source>
        <translation>关于此次测试值得记下的任何内容</translation>
    </message>
    <message>
        <source>&amp;Label:</source>
        <translation>标签(&amp;L)：</translation>
    </message>
    <message>
        <source>T&amp;ags:</source>
        <translation>标记(&amp;A)：</translation>
    </message>
    <message>
        <source>N&amp;ote:</source>
        <translation>备注(&amp;O)：</translation>
    </message>
    <message>
        <source>Choose one run to name, tag or annotate it.</source>
        <translation>选择一次测试，即可为其命名、添加标记或备注。</translation>
    </message>
    <message>
        <source>%1, %2 stream(s), started %3</source>
        <translation>%1，%2 个流，开始于 %3</translation>
    </message>
</context>
<context>
    <name>bw::ui::HistoryFile</name>
    <message>
        <source>no JSON document</source>
        <translation>没有 JSON 文档</translation>
    </message>
</context>
<context>
    <name>bw::ui::HistoryModel</name>
    <message>
        <source>Imported from a file</source>
        <translation>从文件导入</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>标签</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Peer</source>
        <translation>对端</translation>
    </message>
    <message>
        <source>Protocol</source>
        <translation>协议</translation>
    </message>
    <message>
        <source>Direction</source>
        <translation>方向</translation>
    </message>
    <message>
        <source>Upload</source>
        <translation>上传</translation>
    </message>
    <message>
        <source>Download</source>
        <translation>下载</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>标记</translation>
    </message>
    <message>
        <source>served to %1</source>
        <translation>服务对象 %1</translation>
    </message>
    <message>
        <source>A test this PC served to %1</source>
        <translation>本机为 %1 提供服务的测试</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>不适用</translation>
    </message>
</context>
<context>
    <name>bw::ui::HistoryPanel</name>
    <message>
        <source>Dismiss</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Hide this message.</source>
        <translation>隐藏此消息。</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>Bring the deleted runs back.</source>
        <translation>恢复已删除的测试。</translation>
    </message>
    <message>
        <source>Search label, peer, tags, note</source>
        <translation>搜索标签、对端、标记、备注</translation>
    </message>
    <message>
        <source>Every word must match the label, peer, tags or note.</source>
        <translation>每个词都必须与标签、对端、标记或备注匹配。</translation>
    </message>
    <message>
        <source>Only runs against this peer</source>
        <translation>仅显示针对此对端的测试</translation>
    </message>
    <message>
        <source>Any peer</source>
        <translation>任意对端</translation>
    </message>
    <message>
        <source>Only runs from this period</source>
        <translation>仅显示此时间段内的测试</translation>
    </message>
    <message>
        <source>Any date</source>
        <translation>任意日期</translation>
    </message>
    <message>
        <source>Today</source>
        <translation>今天</translation>
    </message>
    <message>
        <source>Last 7 days</source>
        <translation>最近 7 天</translation>
    </message>
    <message>
        <source>Last 30 days</source>
        <translation>最近 30 天</translation>
    </message>
    <message>
        <source>Last 365 days</source>
        <translation>最近 365 天</translation>
    </message>
    <message>
        <source>Only TCP or only UDP runs</source>
        <translation>仅显示 TCP 或仅显示 UDP 测试</translation>
    </message>
    <message>
        <source>TCP and UDP</source>
        <translation>TCP 和 UDP</translation>
    </message>
    <message>
        <source>Only runs in this direction</source>
        <translation>仅显示此方向的测试</translation>
    </message>
    <message>
        <source>Any direction</source>
        <translation>任意方向</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>打开(&amp;O)</translation>
    </message>
    <message>
        <source>Show the run&apos;s charts and results table as they were.</source>
        <translation>按原样显示该测试的图表和结果表。</translation>
    </message>
    <message>
        <source>&amp;Run again</source>
        <translation>再次运行(&amp;R)</translation>
    </message>
    <message>
        <source>Load the run&apos;s peer and settings, and start it again.</source>
        <translation>载入该测试的对端和设置，并再次运行。</translation>
    </message>
    <message>
        <source>&amp;Compare</source>
        <translation>比较(&amp;C)</translation>
    </message>
    <message>
        <source>Compare 2 to 8 chosen runs on one chart and in one table.</source>
        <translation>在一个图表和一个表格中比较所选的 2 到 8 次测试。</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation>导出(&amp;X)…</translation>
    </message>
    <message>
        <source>Save the run as a JSON file, with its label, tags and note.</source>
        <translation>将该测试连同标签、标记和备注保存为 JSON 文件。</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>导入(&amp;I)…</translation>
    </message>
    <message>
        <source>Keep results saved as JSON by Benchwire or by benchwire-cli -J.</source>
        <translation>将 Benchwire 或 benchwire-cli -J 保存的 JSON 结果加入历史记录。</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>删除(&amp;D)</translation>
    </message>
    <message>
        <source>Remove the chosen runs from the history (can be undone).</source>
        <translation>从历史中移除所选测试（可撤销）。</translation>
    </message>
    <message numerus="yes">
        <source>Deleted %n run(s).</source>
        <translation>
            <numerusform>已删除 %n 次测试。</numerusform>
        </translation>
    </message>
    <message>
        <source>Import results</source>
        <translation>导入结果</translation>
    </message>
    <message>
        <source>Benchwire results (*.json);;All files (*)</source>
        <translation>Benchwire 结果 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Export result</source>
        <translation>导出结果</translation>
    </message>
    <message>
        <source>Benchwire result (*.json)</source>
        <translation>Benchwire 结果 (*.json)</translation>
    </message>
    <message>
        <source>Only runs made here, tests this PC served, or imported files</source>
        <translation>仅显示在本机运行的测试、本机提供服务的测试或导入的文件</translation>
    </message>
    <message>
        <source>Any origin</source>
        <translation>任意来源</translation>
    </message>
    <message>
        <source>Run here</source>
        <translation>在本机运行</translation>
    </message>
    <message>
        <source>Served</source>
        <translation>已提供服务</translation>
    </message>
    <message>
        <source>Imported</source>
        <translation>已导入</translation>
    </message>
    <message>
        <source>The run history could not be updated: %1. Check that the disk has room and that you may write to the history&apos;s folder, then run the test again.</source>
        <translation>无法更新运行历史：%1。请检查磁盘空间是否足够以及您能否写入历史文件夹，然后重新运行测试。</translation>
    </message>
    <message>
        <source>This run could not be read back: %1. Delete it from the history, or choose another run.</source>
        <translation>无法读回此次运行：%1。请将其从历史中删除，或选择其他运行。</translation>
    </message>
</context>
<context>
    <name>bw::ui::ImageSizeDialog</name>
    <message>
        <source>Chart size</source>
        <translation>图表尺寸</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>自定义</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>Common sizes for articles and slides.</source>
        <translation>文章和幻灯片的常用尺寸。</translation>
    </message>
    <message>
        <source> px</source>
        <translation> 像素</translation>
    </message>
    <message>
        <source>Width of the image in pixels.</source>
        <translation>图像宽度（像素）。</translation>
    </message>
    <message>
        <source>Height of the image in pixels.</source>
        <translation>图像高度（像素）。</translation>
    </message>
    <message>
        <source>Dots per inch: 96 is screen size; 192 draws text and lines twice as large, for high-resolution print.</source>
        <translation>每英寸点数：96 为屏幕尺寸；192 会将文字和线条放大一倍，适用于高分辨率打印。</translation>
    </message>
    <message>
        <source>&amp;Size:</source>
        <translation>尺寸(&amp;S)：</translation>
    </message>
    <message>
        <source>&amp;Width:</source>
        <translation>宽度(&amp;W)：</translation>
    </message>
    <message>
        <source>&amp;Height:</source>
        <translation>高度(&amp;H)：</translation>
    </message>
    <message>
        <source>&amp;DPI:</source>
        <translation>&amp;DPI：</translation>
    </message>
</context>
<context>
    <name>bw::ui::InterfaceList</name>
    <message>
        <source>Ethernet</source>
        <translation>以太网</translation>
    </message>
    <message>
        <source>Wi-Fi</source>
        <translation>Wi-Fi</translation>
    </message>
    <message>
        <source>Loopback</source>
        <translation>回环</translation>
    </message>
    <message>
        <source>Virtual</source>
        <translation>虚拟</translation>
    </message>
    <message>
        <source>Unknown type</source>
        <translation>未知类型</translation>
    </message>
    <message>
        <source>%1 Gbit/s</source>
        <translation>%1 Gbit/s</translation>
    </message>
    <message>
        <source>%1 Mbit/s</source>
        <translation>%1 Mbit/s</translation>
    </message>
    <message>
        <source>Any interface</source>
        <translation>任意接口</translation>
    </message>
    <message>
        <source>Do not bind: the operating system picks the route to the peer.</source>
        <translation>不绑定：由操作系统选择到对端的路由。</translation>
    </message>
    <message>
        <source>Bind the test to %1 on %2.
Addresses of this interface: %3</source>
        <translation>将测试绑定到 %2 上的 %1。
此接口的地址：%3</translation>
    </message>
    <message>
        <source>%1 duplex</source>
        <translation>%1 双工</translation>
    </message>
    <message>
        <source>Link: %1</source>
        <translation>链路：%1</translation>
    </message>
</context>
<context>
    <name>bw::ui::Language</name>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>系统语言</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <source>The language changes when Benchwire starts again.</source>
        <translation>语言将在 Benchwire 下次启动时更改。</translation>
    </message>
</context>
<context>
    <name>bw::ui::LatencyChart</name>
    <message>
        <source>ms</source>
        <translation>毫秒</translation>
    </message>
    <message>
        <source>Round trip, median</source>
        <translation>往返时间，中位数</translation>
    </message>
    <message>
        <source>Upload, one way</source>
        <translation>上传，单向</translation>
    </message>
    <message>
        <source>Download, one way</source>
        <translation>下载，单向</translation>
    </message>
    <message>
        <source>Sent from here, one way</source>
        <translation>本机发送，单向</translation>
    </message>
    <message>
        <source>Received here, one way</source>
        <translation>本机接收，单向</translation>
    </message>
    <message>
        <source>Idle, median</source>
        <translation>空闲，中位数</translation>
    </message>
    <message>
        <source>Idle, 95th percentile</source>
        <translation>空闲，第 95 百分位</translation>
    </message>
    <message>
        <source>no probes in this result</source>
        <translation>此结果中没有探测</translation>
    </message>
    <message>
        <source>Latency: n/a (%1)</source>
        <translation>延迟：不可用（%1）</translation>
    </message>
    <message>
        <source>One-way delay: %1</source>
        <translation>单向延迟：%1</translation>
    </message>
</context>
<context>
    <name>bw::ui::LatencyText</name>
    <message>
        <source>%1 ms</source>
        <translation>%1 毫秒</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>不可用</translation>
    </message>
    <message>
        <source>n/a (%1)</source>
        <translation>不可用（%1）</translation>
    </message>
    <message>
        <source>median %1, 95th %2, 99th %3</source>
        <translation>中位数 %1，第 95 百分位 %2，第 99 百分位 %3</translation>
    </message>
    <message>
        <source>n/a (no idle phase)</source>
        <translation>不可用（无空闲阶段）</translation>
    </message>
    <message>
        <source>median %1, 95th %2</source>
        <translation>中位数 %1，第 95 百分位 %2</translation>
    </message>
    <message>
        <source>n/a (no probe came back)</source>
        <translation>不可用（没有探测返回）</translation>
    </message>
    <message>
        <source>n/a (needs the idle phase)</source>
        <translation>不可用（需要空闲阶段）</translation>
    </message>
    <message>
        <source>%1 (up %2, down %3)</source>
        <translation>%1（上行 %2，下行 %3）</translation>
    </message>
    <message>
        <source>%1 (sent %2, received %3)</source>
        <translation>%1（发送 %2，接收 %3）</translation>
    </message>
    <message>
        <source>%1 of %2 (%3 %)</source>
        <translation>%2 中的 %1（%3 %）</translation>
    </message>
    <message>
        <source>Ethernet</source>
        <translation>以太网</translation>
    </message>
    <message>
        <source>Wi-Fi</source>
        <translation>Wi-Fi</translation>
    </message>
    <message>
        <source>loopback</source>
        <translation>环回</translation>
    </message>
    <message>
        <source>virtual</source>
        <translation>虚拟</translation>
    </message>
    <message>
        <source>unknown kind</source>
        <translation>未知类型</translation>
    </message>
    <message>
        <source>%1 GHz</source>
        <translation>%1 GHz</translation>
    </message>
    <message>
        <source>%1 GbE</source>
        <translation>%1 GbE</translation>
    </message>
    <message>
        <source>%1 Ethernet</source>
        <translation>%1 以太网</translation>
    </message>
    <message>
        <source>%1 MHz</source>
        <translation>%1 MHz</translation>
    </message>
    <message>
        <source>%1 dBm</source>
        <translation>%1 dBm</translation>
    </message>
    <message>
        <source>Wi-Fi, no reading</source>
        <translation>Wi-Fi，无读数</translation>
    </message>
    <message>
        <source>Wi-Fi, no reading (%1)</source>
        <translation>Wi-Fi，无读数（%1）</translation>
    </message>
    <message>
        <source>channel %1</source>
        <translation>信道 %1</translation>
    </message>
    <message>
        <source>PHY send %1</source>
        <translation>PHY 发送 %1</translation>
    </message>
    <message>
        <source>PHY receive %1</source>
        <translation>PHY 接收 %1</translation>
    </message>
    <message>
        <source>signal %1 dBm</source>
        <translation>信号 %1 dBm</translation>
    </message>
    <message>
        <source>%1 duplex</source>
        <translation>%1 双工</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Client: %1</source>
        <translation>客户端：%1</translation>
    </message>
    <message>
        <source>Server: %1</source>
        <translation>服务器：%1</translation>
    </message>
    <message>
        <source>n/a (no probe came back to relate the two clocks)</source>
        <translation>不适用（没有探测包返回，无法关联两端时钟）</translation>
    </message>
    <message>
        <source>n/a (the clocks&apos; offset is known only to ±%1; one-way figures need ±%2, and round trips cannot tell a one-sided path from a clock offset)</source>
        <translation>不适用（时钟偏移仅能确定到 ±%1；单向数值需要 ±%2，且往返时间无法区分单侧路径与时钟偏移）</translation>
    </message>
    <message>
        <source>one clock</source>
        <translation>同一时钟</translation>
    </message>
    <message>
        <source>clock offset %1 ± %2</source>
        <translation>时钟偏移 %1 ± %2</translation>
    </message>
    <message>
        <source>sent: median %1; received: median %2 (%3)</source>
        <translation>发送：中位数 %1；接收：中位数 %2（%3）</translation>
    </message>
    <message>
        <source>up: median %1; down: median %2 (%3)</source>
        <translation>上行：中位数 %1；下行：中位数 %2（%3）</translation>
    </message>
    <message>
        <source>n/a (the clocks&apos; offset is known only to ±%1; needs ±%2)</source>
        <translation>不适用（时钟偏移仅能确定到 ±%1；需要 ±%2）</translation>
    </message>
</context>
<context>
    <name>bw::ui::LiveChart</name>
    <message>
        <source>Throughput per direction: solid lines are what the receiver got, dashed lines what the sender wrote.</source>
        <translation>各方向的吞吐量：实线为接收端收到的数据，虚线为发送端写出的数据。</translation>
    </message>
    <message>
        <source>UDP: datagrams lost per interval in percent (solid, left axis) and the jitter in milliseconds (dashed, right axis).</source>
        <translation>UDP：每个区间丢失的数据报百分比（实线，左轴）和抖动毫秒数（虚线，右轴）。</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1
%2 at %3 s</source>
        <translation>%1
%3 秒时 %2</translation>
    </message>
    <message>
        <source>Latency under load: the probes&apos; median round trip per interval (solid) and the delay each way where the clocks could be related (dashed), against the idle baseline (grey: median, dotted: 95th percentile).</source>
        <translation>负载下的延迟：每个间隔内探测的往返时间中位数（实线），以及在两端时钟可关联时各方向的延迟（虚线），与空闲基线对比（灰色：中位数，点线：第 95 百分位）。</translation>
    </message>
    <message>
        <source>Show Wi-Fi PHY rate</source>
        <translation>显示 Wi-Fi PHY 速率</translation>
    </message>
    <message>
        <source>Plot the Wi-Fi link&apos;s negotiated PHY rates (each end&apos;s send and receive rate, as its driver reports them) beside the throughput. Only for ends on Wi-Fi.</source>
        <translation>在吞吐量旁绘制 Wi-Fi 链路协商的 PHY 速率（各端的发送和接收速率，以其驱动报告为准）。仅适用于使用 Wi-Fi 的一端。</translation>
    </message>
    <message>
        <source>%1
%2 ms at %3 s</source>
        <translation>%1
%3 秒时 %2 毫秒</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Hide this message; the chart keeps the mark where the run ended.</source>
        <translation>隐藏此消息；图表保留测试结束位置的标记。</translation>
    </message>
    <message>
        <source>&lt;b&gt;The test failed after %1 s: %2&lt;/b&gt;&lt;br&gt;%3</source>
        <translation>&lt;b&gt;测试在 %1 秒后失败：%2&lt;/b&gt;&lt;br&gt;%3</translation>
    </message>
    <message>
        <source>CPU use of this PC and of the peer, in percent of all cores, and each host&apos;s busiest core (dotted): one core near 100 % limits a stream even when the host looks idle.</source>
        <translation>本机和对端的 CPU 占用（占全部核心的百分比），以及每台主机最繁忙的核心（点线）：即使主机看似空闲，一个接近 100 % 的核心也会限制单个流。</translation>
    </message>
    <message>
        <source>Each stream&apos;s rate per interval as this end counted it (sent where it sends, received where it receives), and Jain&apos;s fairness index of the streams&apos; measured totals: 1 when all moved the same, 1/n when one stream moved everything.</source>
        <translation>本端统计的每个流在每个间隔的速率（发送方向计发送量，接收方向计接收量），以及各流实测总量的 Jain 公平性指数：所有流传输相同时为 1，一个流传输全部时为 1/n。</translation>
    </message>
</context>
<context>
    <name>bw::ui::MainWindow</name>
    <message>
        <source>Benchwire</source>
        <translation>Benchwire</translation>
    </message>
    <message>
        <source>Results per direction. Hover a row name for what it means.</source>
        <translation>各方向的结果。将鼠标悬停在行名上可查看含义。</translation>
    </message>
    <message>
        <source>Chart title, e.g. &quot;Mini PC X, Wi-Fi 6 5 GHz, upload&quot;</source>
        <translation>图表标题，例如“迷你主机 X，Wi-Fi 6 5 GHz，上传”</translation>
    </message>
    <message>
        <source>Shown above the chart and in exported images.</source>
        <translation>显示在图表上方和导出的图像中。</translation>
    </message>
    <message>
        <source>Subtitle</source>
        <translation>副标题</translation>
    </message>
    <message>
        <source>A second line under the title. Date, peer, interface and settings are added below it automatically.</source>
        <translation>标题下的第二行。日期、对端、接口和设置会自动添加在其下方。</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>T&amp;itle:</source>
        <translation>标题(&amp;I)：</translation>
    </message>
    <message>
        <source>Su&amp;btitle:</source>
        <translation>副标题(&amp;B)：</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Dark theme</source>
        <translation>深色主题(&amp;D)</translation>
    </message>
    <message>
        <source>Switch between the light and the dark theme.</source>
        <translation>在浅色和深色主题之间切换。</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <source>Auto</source>
        <translation>自动</translation>
    </message>
    <message>
        <source>&amp;Review matrix…</source>
        <translation>评测矩阵(&amp;R)…</translation>
    </message>
    <message>
        <source>History</source>
        <translation>历史记录</translation>
    </message>
    <message>
        <source>&amp;Panes</source>
        <translation>窗格(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Latency</source>
        <translation>延迟(&amp;L)</translation>
    </message>
    <message>
        <source>Loss and &amp;jitter (UDP)</source>
        <translation>丢包和抖动(&amp;J) (UDP)</translation>
    </message>
    <message>
        <source>&amp;CPU</source>
        <translation>&amp;CPU</translation>
    </message>
    <message>
        <source>Per &amp;stream</source>
        <translation>按流(&amp;S)</translation>
    </message>
    <message>
        <source>Save the chart as PNG or SVG, the data as CSV or JSON, a report as HTML or PDF, or copy the chart.</source>
        <translation>将图表保存为 PNG 或 SVG，数据保存为 CSV 或 JSON，报告保存为 HTML 或 PDF，或复制图表。</translation>
    </message>
    <message>
        <source>The series&apos; summary is saved in %1.</source>
        <translation>该系列的汇总已保存到 %1。</translation>
    </message>
    <message>
        <source>%1 · peer %2:%3 · from %4 · %5, streams: %6, buffer %7, window %8</source>
        <translation>%1 · 对端 %2:%3 · 来自 %4 · %5，流：%6，缓冲区 %7，窗口 %8</translation>
    </message>
    <message>
        <source>&amp;Overnight run…</source>
        <translation>通宵测试(&amp;N)…</translation>
    </message>
    <message>
        <source>Each server&apos;s result per direction, their sum and the start skew. Each server&apos;s result is kept in History.</source>
        <translation>每台服务器按方向的结果、它们的合计以及启动偏差。每台服务器的结果都保存在历史记录中。</translation>
    </message>
    <message>
        <source>Runs to one server: leave one address in the Address field to use it.</source>
        <translation>仅适用于一台服务器：地址栏中只保留一个地址即可使用。</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>upload</source>
        <translation>上传</translation>
    </message>
    <message>
        <source>download</source>
        <translation>下载</translation>
    </message>
    <message numerus="yes">
        <source>One of %n servers tested at once: %1.</source>
        <translation>
            <numerusform>同时测试的 %n 台服务器之一：%1。</numerusform>
        </translation>
    </message>
    <message>
        <source>No sum: a run did not end whole.</source>
        <translation>无合计：有一次运行未完整结束。</translation>
    </message>
    <message>
        <source>Sum: %1.</source>
        <translation>合计：%1。</translation>
    </message>
    <message>
        <source>Start skew %1 ms.</source>
        <translation>启动偏差 %1 ms。</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n servers at once: %2, port %3 · from %4 · %5, streams: %6 each</source>
        <translation>
            <numerusform>%1 · 同时 %n 台服务器：%2，端口 %3 · 从 %4 · %5，每台流数：%6</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Plan: pairs between endpoints…</source>
        <translation>计划：端点之间的配对(&amp;P)…</translation>
    </message>
</context>
<context>
    <name>bw::ui::OvernightChart</name>
    <message>
        <source>Upload</source>
        <translation>上传</translation>
    </message>
    <message>
        <source>Download</source>
        <translation>下载</translation>
    </message>
    <message>
        <source>Time since the start (s)</source>
        <translation>自开始以来的时间（秒）</translation>
    </message>
    <message>
        <source>Time since the start (min)</source>
        <translation>自开始以来的时间（分钟）</translation>
    </message>
    <message>
        <source>Time since the start (h)</source>
        <translation>自开始以来的时间（小时）</translation>
    </message>
    <message>
        <source>Alert below %1</source>
        <translation>低于 %1 告警</translation>
    </message>
    <message>
        <source>Run below the alert</source>
        <translation>低于告警阈值的运行</translation>
    </message>
    <message>
        <source>Failed run</source>
        <translation>失败的运行</translation>
    </message>
</context>
<context>
    <name>bw::ui::OvernightRunner</name>
    <message>
        <source>upload</source>
        <translation>上传</translation>
    </message>
    <message>
        <source>download</source>
        <translation>下载</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1%2</translation>
    </message>
    <message>
        <source>An overnight run needs runs of a set length: set Duration to a time rather than &quot;Until stopped&quot;, and turn off &quot;Find max rate&quot;.</source>
        <translation>通宵测试需要固定时长的运行：请将“时长”设为具体时间而非“直到停止”，并关闭“搜索最高无损速率”。</translation>
    </message>
    <message>
        <source>Every %1 is shorter than one run: each takes about %2 (its duration, warm-up, idle phase and about 1 s to connect and report). Set &quot;Every&quot; to %2 or more, or shorten the runs.</source>
        <translation>间隔 %1 短于一次运行：每次运行约需 %2（测量时长、预热、空闲阶段，以及约 1 秒的连接和报告时间）。请将“每隔”设为 %2 或更长，或缩短运行时长。</translation>
    </message>
    <message>
        <source>For %1 is shorter than Every %2, so only one run would start. Set &quot;For&quot; to a longer time, such as 8 h.</source>
        <translation>持续时间 %1 短于间隔 %2，因此只会开始一次运行。请将“持续”设为更长的时间，例如 8 小时。</translation>
    </message>
    <message>
        <source>Run %1 started at %2.</source>
        <translation>第 %1 次运行于 %2 开始。</translation>
    </message>
    <message>
        <source>The run could not start: another test is running. Wait for it to end; the next tick tries again.</source>
        <translation>无法开始运行：另一项测试正在进行。请等待其结束；到下一个计划时间点会再次尝试。</translation>
    </message>
    <message>
        <source>Run %1 done; the next starts at %2.</source>
        <translation>第 %1 次运行完成；下一次将于 %2 开始。</translation>
    </message>
    <message numerus="yes">
        <source>Every %1 for %2: %n run(s)</source>
        <translation>
            <numerusform>每隔 %1，持续 %2：共 %n 次运行</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n failed</source>
        <translation>
            <numerusform>，%n 次失败</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n tick(s) skipped while a run overran</source>
        <translation>
            <numerusform>，%n 个计划时间点因运行超时被跳过</numerusform>
        </translation>
    </message>
    <message>
        <source>, stopped early.</source>
        <translation>，已提前停止。</translation>
    </message>
    <message>
        <source>.</source>
        <translation>。</translation>
    </message>
    <message numerus="yes">
        <source>Below %1: %n run mean(s)</source>
        <translation>
            <numerusform>低于 %1：%n 次运行的平均值</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n interval(s).</source>
        <translation>
            <numerusform>，%n 个区间。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Longest stall: %n interval(s) %1, %2, run %3 %4 from %5.</source>
        <translation>
            <numerusform>最长停滞：%n 个区间%1，%2，第 %3 次运行（%4），从 %5 起。</numerusform>
        </translation>
    </message>
    <message>
        <source>below the alert</source>
        <translation>低于告警阈值</translation>
    </message>
    <message>
        <source>at 0</source>
        <translation>为 0</translation>
    </message>
    <message>
        <source>Longest stall: none (no interval below the alert).</source>
        <translation>最长停滞：无（没有低于告警阈值的区间）。</translation>
    </message>
    <message>
        <source>Longest stall: none (no interval at 0).</source>
        <translation>最长停滞：无（没有为 0 的区间）。</translation>
    </message>
    <message>
        <source>Worst latency: %1 ms loaded round-trip median (run %2).</source>
        <translation>最差延迟：负载下往返时间中位数 %1 毫秒（第 %2 次运行）。</translation>
    </message>
    <message>
        <source>Worst latency: n/a (no run measured latency).</source>
        <translation>最差延迟：不适用（没有运行测量了延迟）。</translation>
    </message>
</context>
<context>
    <name>bw::ui::OvernightWindow</name>
    <message>
        <source>Overnight run</source>
        <translation>通宵测试</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>开始(&amp;S)</translation>
    </message>
    <message>
        <source>Run the main window&apos;s test against its peer at each tick until the time set in &quot;For&quot; has passed.</source>
        <translation>在每个计划时间点针对主窗口的对端运行主窗口的测试，直到“持续”中设置的时间结束。</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>停止(&amp;T)</translation>
    </message>
    <message>
        <source>Set the schedule, then press Start.</source>
        <translation>请设置计划，然后按“开始”。</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>开始时间</translation>
    </message>
    <message>
        <source>Upload</source>
        <translation>上传</translation>
    </message>
    <message>
        <source>Download</source>
        <translation>下载</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>Both ways, one after the other</source>
        <translation>双向，依次进行</translation>
    </message>
    <message>
        <source>Both ways at once</source>
        <translation>双向，同时进行</translation>
    </message>
    <message>
        <source>How far apart the runs start, for example 10 min. A run that takes longer delays the next one, and the ticks it overran are skipped.</source>
        <translation>各次运行开始的间隔，例如 10 分钟。耗时更长的运行会推迟下一次运行，其超时期间的计划时间点将被跳过。</translation>
    </message>
    <message>
        <source>How long the schedule lasts, for example 8 h. No run starts after it.</source>
        <translation>计划持续的时长，例如 8 小时。此后不再开始新的运行。</translation>
    </message>
    <message>
        <source> Mbit/s</source>
        <translation> Mbit/s</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Flag each run whose mean falls below this rate, and count the intervals below it. Off: a stall is an interval at 0.</source>
        <translation>标记平均值低于此速率的每次运行，并统计低于此速率的区间。关闭时：停滞指速率为 0 的区间。</translation>
    </message>
    <message>
        <source>&amp;Direction:</source>
        <translation>方向(&amp;D)：</translation>
    </message>
    <message>
        <source>&amp;Every:</source>
        <translation>每隔(&amp;E)：</translation>
    </message>
    <message>
        <source>&amp;For:</source>
        <translation>持续(&amp;F)：</translation>
    </message>
    <message>
        <source>&amp;Alert below:</source>
        <translation>告警阈值(&amp;A)：</translation>
    </message>
    <message>
        <source>The overnight run could not start: one is running already. Wait for it to end, or press Stop, then start again.</source>
        <translation>无法开始通宵测试：已有一个正在运行。请等待其结束，或按“停止”，然后重新开始。</translation>
    </message>
    <message>
        <source>–</source>
        <translation>–</translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>失败：%1</translation>
    </message>
    <message>
        <source>Below the alert</source>
        <translation>低于告警阈值</translation>
    </message>
    <message>
        <source>Every run and this summary are saved in %1.</source>
        <translation>所有运行及本摘要均已保存到 %1。</translation>
    </message>
    <message>
        <source>An overnight run tests one server, and the Address field names several: %1. Leave one of them there, then press Start again.</source>
        <translation>夜间运行只测试一台服务器，但地址栏中有多台：%1。请只保留其中一台，然后再次按“开始”。</translation>
    </message>
</context>
<context>
    <name>bw::ui::PeerListPanel</name>
    <message>
        <source>Not searching.</source>
        <translation>未在搜索。</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>搜索</translation>
    </message>
    <message>
        <source>Search the local network for Benchwire servers now. The list also refreshes by itself while no test runs.</source>
        <translation>立即在局域网中搜索 Benchwire 服务器。没有测试运行时，列表也会自动刷新。</translation>
    </message>
    <message>
        <source>The addresses the selected peer has. Choosing one fills the address field.</source>
        <translation>所选对端的地址。选择其中一个会填入地址栏。</translation>
    </message>
    <message>
        <source>Search paused while a test runs.</source>
        <translation>测试运行期间搜索已暂停。</translation>
    </message>
    <message>
        <source>Searching the local network…</source>
        <translation>正在搜索局域网…</translation>
    </message>
    <message>
        <source>No Benchwire server answered (searched at %1).</source>
        <translation>没有 Benchwire 服务器响应（搜索于 %1）。</translation>
    </message>
    <message numerus="yes">
        <source>%n server(s) found, searched at %1.</source>
        <translation>
            <numerusform>找到 %n 个服务器，搜索于 %1。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has no address on the subnet of this PC&apos;s %2 (%3), so a test from there would not run over that link. Choose one of its addresses, or another local interface:</source>
        <translation>%1 在本机 %2（%3）的子网中没有地址，因此从那里发起的测试不会经过该链路。请选择它的一个地址，或选择其他本地接口：</translation>
    </message>
    <message>
        <source>Choose an address of %1…</source>
        <translation>选择 %1 的地址…</translation>
    </message>
    <message>
        <source>Run the loopback self-test</source>
        <translation>运行环回自检</translation>
    </message>
    <message>
        <source>Runs upload, download and simultaneous, two streams for 2 s each, against a private server on 127.0.0.1, and checks that both ends count the same bytes. The tests this PC serves go on.</source>
        <translation>对 127.0.0.1 上的一个私有服务器依次运行上传、下载和同时测试，各两个流、各 2 秒，并检查两端统计的字节数相同。本机正在服务的测试照常进行。</translation>
    </message>
    <message>
        <source>This is this PC&apos;s own server. A test over loopback (127.0.0.1) measures this PC alone: run the self-test here while it serves, or stop serving to run your own settings against it.</source>
        <translation>这是本机自己的服务器。经环回 (127.0.0.1) 的测试只测量本机：可在服务期间在此运行自检，或停止服务后用您自己的设置对它测试。</translation>
    </message>
    <message>
        <source>Self-test running: three runs of 2 s on 127.0.0.1…</source>
        <translation>自检进行中：在 127.0.0.1 上运行三次，每次 2 秒…</translation>
    </message>
    <message>
        <source>Self-test could not start its loopback server: %1. Check that loopback (127.0.0.1) is up and a port is free, then run it again.</source>
        <translation>自检无法启动其环回服务器：%1。请检查环回 (127.0.0.1) 已启用且有空闲端口，然后重新运行。</translation>
    </message>
    <message>
        <source>Self-test passed: every run moved data, and both ends counted the same bytes.</source>
        <translation>自检通过：每次运行都传输了数据，且两端统计的字节数相同。</translation>
    </message>
    <message numerus="yes">
        <source>Self-test failed in %n of %1 run(s). A failure here is in this PC or in Benchwire, not in the network: keep this text for a bug report.</source>
        <translation>
            <numerusform>自检在 %1 次运行中有 %n 次失败。这里的失败源于本机或 Benchwire，而非网络：请保留此文本用于错误报告。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source> and </source>
        <translation> 和 </translation>
    </message>
    <message>
        <source>%1: failed, %2</source>
        <translation>%1：失败，%2</translation>
    </message>
    <message>
        <source>Cannot search: %1. Check that a network interface is up, or type the peer&apos;s address.</source>
        <translation>无法搜索：%1。请检查是否有网络接口已启用，或输入对端的地址。</translation>
    </message>
    <message>
        <source>Benchwire servers on the local network that answered the search. Select one to fill in its address; Ctrl+click several to test them all at once.</source>
        <translation>本地网络中响应搜索的 Benchwire 服务器。选择一台即可填入其地址；按 Ctrl 单击多台可同时测试它们。</translation>
    </message>
    <message>
        <source>Left out, with no address on the subnet of this PC&apos;s %1: %2. Choose another local interface to include them.</source>
        <translation>已略过（在本机 %1 的子网上没有地址）：%2。请选择其他本地接口以包含它们。</translation>
    </message>
    <message>
        <source>Add to plan</source>
        <translation>添加到计划</translation>
    </message>
    <message>
        <source>Select servers that accept remote control (Remote: yes) to add them to a plan as endpoints.</source>
        <translation>选择接受远程控制的服务器（远程：是），将其作为端点添加到计划。</translation>
    </message>
    <message>
        <source>%1 does not accept remote control. On that machine, tick &quot;Allow remote control&quot; in Serve mode, or start benchwire-cli -s with --control-key; or select only servers with Remote: yes.</source>
        <translation>%1 不接受远程控制。请在那台机器上于服务模式中勾选“允许远程控制”，或使用 --control-key 启动 benchwire-cli -s；或只选择“远程：是”的服务器。</translation>
    </message>
    <message>
        <source>Adds the selected servers to the plan as endpoints. The plan needs each one&apos;s code.</source>
        <translation>将所选服务器作为端点添加到计划。计划需要每台服务器的代码。</translation>
    </message>
</context>
<context>
    <name>bw::ui::PeerModel</name>
    <message>
        <source>%1 (via %2)</source>
        <translation>%1（经由 %2）</translation>
    </message>
    <message>
        <source>%1, port %2
Answered from: %3</source>
        <translation>%1，端口 %2
响应来源：%3</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>OS</source>
        <translation>操作系统</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>版本</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>链路</translation>
    </message>
    <message>
        <source>Last seen</source>
        <translation>最后发现</translation>
    </message>
    <message>
        <source>Idle</source>
        <translation>空闲</translation>
    </message>
    <message>
        <source>Busy</source>
        <translation>忙碌</translation>
    </message>
    <message>
        <source>Busy (%1 s)</source>
        <translation>忙碌（%1 秒）</translation>
    </message>
    <message>
        <source>just now</source>
        <translation>刚刚</translation>
    </message>
    <message numerus="yes">
        <source>%n s ago</source>
        <translation>
            <numerusform>%n 秒前</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n min ago</source>
        <translation>
            <numerusform>%n 分钟前</numerusform>
        </translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source> · its firewall blocks TCP and UDP %1</source>
        <translation> · 其防火墙阻止 TCP 和 UDP %1</translation>
    </message>
    <message>
        <source> · its firewall blocks %1 %2</source>
        <translation> · 其防火墙阻止 %1 %2</translation>
    </message>
    <message>
        <source>%1 (this computer)</source>
        <translation>%1（本机）</translation>
    </message>
    <message>
        <source>Serving here</source>
        <translation>本机正在服务</translation>
    </message>
    <message>
        <source>This computer&apos;s own server (Serve is on). A test against it runs over loopback, 127.0.0.1, and measures this PC alone.</source>
        <translation>本机自己的服务器（服务已开启）。针对它的测试经由环回地址 127.0.0.1 运行，只测量本机。</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>Remote</source>
        <translation>远程</translation>
    </message>
    <message>
        <source>Accepts remote control: a console with its code may run tests from it. Right-click, Add to plan.</source>
        <translation>接受远程控制：持有其代码的控制台可以从它运行测试。右键单击，添加到计划。</translation>
    </message>
    <message>
        <source>No remote control: on that machine, tick &quot;Allow remote control&quot; in Serve mode, or start benchwire-cli -s with --control-key.</source>
        <translation>不接受远程控制：在那台机器上，于服务模式中勾选“允许远程控制”，或使用 --control-key 启动 benchwire-cli -s。</translation>
    </message>
</context>
<context>
    <name>bw::ui::PeerPanel</name>
    <message>
        <source>Peer</source>
        <translation>对端</translation>
    </message>
    <message>
        <source>The peer&apos;s test port (TCP and UDP). Serve mode listens on it too.</source>
        <translation>对端的测试端口（TCP 和 UDP）。服务模式也在此端口监听。</translation>
    </message>
    <message>
        <source>Serve</source>
        <translation>服务</translation>
    </message>
    <message>
        <source>Make this app a Benchwire server on the port, so another machine can test against it.</source>
        <translation>让本应用在该端口上成为 Benchwire 服务器，以便其他机器对其进行测试。</translation>
    </message>
    <message>
        <source>The local interface and address the test runs from. The run binds to it, so Ethernet and Wi-Fi can be compared without pulling a cable.</source>
        <translation>测试所使用的本地接口和地址。测试会绑定到它，因此无需拔网线即可比较以太网和 Wi-Fi。</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>刷新</translation>
    </message>
    <message>
        <source>Read the list of interfaces and addresses again.</source>
        <translation>重新读取接口和地址列表。</translation>
    </message>
    <message>
        <source>P&amp;ort:</source>
        <translation>端口(&amp;O)：</translation>
    </message>
    <message>
        <source>&amp;Local:</source>
        <translation>本地(&amp;L)：</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>地址(&amp;A)：</translation>
    </message>
    <message>
        <source>any interface</source>
        <translation>任意接口</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>检查</translation>
    </message>
    <message>
        <source>Check that the peer&apos;s test port is reachable over TCP and UDP, and what blocks it when not. Takes a few seconds.</source>
        <translation>检查对端的测试端口能否通过 TCP 和 UDP 访问，若不能则找出阻止原因。需要几秒钟。</translation>
    </message>
    <message>
        <source>Type the peer&apos;s address first.</source>
        <translation>请先输入对端的地址。</translation>
    </message>
    <message>
        <source>Checking %1 port %2...</source>
        <translation>正在检查 %1 端口 %2...</translation>
    </message>
    <message>
        <source>Stop serving</source>
        <translation>停止服务</translation>
    </message>
    <message>
        <source>Stop the server. A test it is serving ends at once.</source>
        <translation>停止服务器。正在进行的测试会立即结束。</translation>
    </message>
    <message>
        <source>This subnet only</source>
        <translation>仅限本子网</translation>
    </message>
    <message>
        <source>Serve only clients on the subnet of the local address below (with &quot;Any&quot;: on the subnets of this PC&apos;s addresses); others are refused at once.</source>
        <translation>仅为下方本地地址所在子网中的客户端提供服务（选择“任意”时：为本机各地址所在的子网）；其他客户端会被立即拒绝。</translation>
    </message>
    <message>
        <source>Allow through firewall…</source>
        <translation>在防火墙中放行…</translation>
    </message>
    <message>
        <source>Shows the commands that open the test port (TCP and UDP only) on a firewall: run them here, or copy them for the peer.</source>
        <translation>显示在防火墙上打开测试端口（仅 TCP 和 UDP）的命令：可在本机运行，或复制给对端使用。</translation>
    </message>
    <message>
        <source>1 client at once</source>
        <translation>1 个并发客户端</translation>
    </message>
    <message>
        <source> clients at once</source>
        <translation> 个并发客户端</translation>
    </message>
    <message>
        <source>How many clients Serve mode serves at the same time, each with a test of its own, such as several laptops on one access point. A client beyond that hears that the server is busy. With more than one, a table under Serve shows each client&apos;s rate and their sum.</source>
        <translation>服务模式同时服务的客户端数量，每个客户端各自进行测试，例如同一接入点上的多台笔记本电脑。超出此数量的客户端会收到服务器忙碌的答复。多于一个时，“服务”下方的表格会显示每个客户端的速率及其总和。</translation>
    </message>
    <message>
        <source>Ser&amp;ving:</source>
        <translation>服务(&amp;V)：</translation>
    </message>
    <message>
        <source>Host name or IP address, or several: a, b</source>
        <translation>主机名或 IP 地址，或多个：a, b</translation>
    </message>
    <message>
        <source>The machine that runs &quot;benchwire-cli -s&quot; or Benchwire in Serve mode. The list holds the peers you tested against recently.
Several servers, separated by commas (or Ctrl+click them in the list below), run one test to each at once with one start: a line per server and their sum.</source>
        <translation>运行“benchwire-cli -s”或处于服务模式的 Benchwire 的机器。列表中是您最近测试过的对端。
多台服务器用逗号分隔（或在下方列表中按 Ctrl 单击选择），会以同一起点同时对每台运行一次测试：每台服务器一条线，外加合计。</translation>
    </message>
    <message>
        <source>The check takes one server: leave one address to check it, or check each in turn.</source>
        <translation>检查只针对一台服务器：保留一个地址进行检查，或逐台检查。</translation>
    </message>
</context>
<context>
    <name>bw::ui::PlanEditor</name>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Endpoint</source>
        <translation>端点</translation>
    </message>
    <message>
        <source>Control key</source>
        <translation>控制密钥</translation>
    </message>
    <message>
        <source>Target server</source>
        <translation>目标服务器</translation>
    </message>
    <message>
        <source>Direction</source>
        <translation>方向</translation>
    </message>
    <message>
        <source>Streams</source>
        <translation>流</translation>
    </message>
    <message>
        <source>Protocol</source>
        <translation>协议</translation>
    </message>
    <message>
        <source>Rate (bits/s)</source>
        <translation>速率 (bit/s)</translation>
    </message>
    <message>
        <source>A server started with benchwire-cli -s --control-key: host or host:port</source>
        <translation>用 benchwire-cli -s --control-key 启动的服务器：主机或 主机:端口</translation>
    </message>
    <message>
        <source>The server the endpoint tests against: host or host:port, as the endpoint reaches it</source>
        <translation>端点测试的服务器：主机或 主机:端口，按端点访问它的方式填写</translation>
    </message>
    <message>
        <source>Upload: the endpoint sends. Download: the target server sends.</source>
        <translation>上传：端点发送。下载：目标服务器发送。</translation>
    </message>
    <message>
        <source>Bits per second, like 200M or 500K; empty: as fast as it goes (TCP) or 1M (UDP)</source>
        <translation>每秒比特数，如 200M 或 500K；留空：尽可能快 (TCP) 或 1M (UDP)</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>Duration:</source>
        <translation>时长：</translation>
    </message>
    <message>
        <source>Interval:</source>
        <translation>间隔：</translation>
    </message>
    <message>
        <source>Upload</source>
        <translation>上传</translation>
    </message>
    <message>
        <source>Download</source>
        <translation>下载</translation>
    </message>
    <message>
        <source>TCP</source>
        <translation>TCP</translation>
    </message>
    <message>
        <source>UDP</source>
        <translation>UDP</translation>
    </message>
    <message>
        <source>pair %1</source>
        <translation>配对 %1</translation>
    </message>
    <message>
        <source>Pair %1 has no endpoint.</source>
        <translation>配对 %1 没有端点。</translation>
    </message>
    <message>
        <source>Type the endpoint&apos;s address in its Endpoint cell: host or host:port.</source>
        <translation>在其“端点”单元格中输入端点地址：主机或 主机:端口。</translation>
    </message>
    <message>
        <source>Pair %1: the endpoint &quot;%2&quot; has a bad port.</source>
        <translation>配对 %1：端点“%2”的端口无效。</translation>
    </message>
    <message>
        <source>Write host or host:port, with a port from 1 to 65535.</source>
        <translation>请写成 主机 或 主机:端口，端口为 1 到 65535。</translation>
    </message>
    <message>
        <source>Pair %1 has no target server.</source>
        <translation>配对 %1 没有目标服务器。</translation>
    </message>
    <message>
        <source>Type the server the endpoint tests against in its Target server cell: host or host:port.</source>
        <translation>在其“目标服务器”单元格中输入端点要测试的服务器：主机或 主机:端口。</translation>
    </message>
    <message>
        <source>Pair %1: the target &quot;%2&quot; has a bad port.</source>
        <translation>配对 %1：目标“%2”的端口无效。</translation>
    </message>
    <message>
        <source>Pair %1 in the list has no name.</source>
        <translation>列表中的配对 %1 没有名称。</translation>
    </message>
    <message>
        <source>Type a name in its Name cell.</source>
        <translation>在其“名称”单元格中输入名称。</translation>
    </message>
    <message>
        <source>Pair %1 has no control key.</source>
        <translation>配对 %1 没有控制密钥。</translation>
    </message>
    <message>
        <source>Type the key its endpoint was started with (benchwire-cli -s --control-key) in its Control key cell.</source>
        <translation>在其“控制密钥”单元格中输入其端点启动时使用的密钥 (benchwire-cli -s --control-key)。</translation>
    </message>
    <message>
        <source>Pair %1: &quot;%2&quot; is not a rate.</source>
        <translation>配对 %1：“%2”不是速率。</translation>
    </message>
    <message>
        <source>Type bits per second, like 200M or 500K, or leave the cell empty.</source>
        <translation>请输入每秒比特数，如 200M 或 500K，或将单元格留空。</translation>
    </message>
    <message>
        <source>The plan has no pairs.</source>
        <translation>该计划没有配对。</translation>
    </message>
    <message>
        <source>Add a pair with Add pair, or load a plan with Load plan…</source>
        <translation>用“添加配对”添加配对，或用“加载计划…”加载计划。</translation>
    </message>
    <message>
        <source>%1 pairs are more than the window runs at once (at most %2).</source>
        <translation>%1 个配对超过了窗口一次可运行的数量（最多 %2 个）。</translation>
    </message>
    <message>
        <source>Remove some pairs, and run them in a second plan.</source>
        <translation>请移除部分配对，并在第二个计划中运行它们。</translation>
    </message>
    <message>
        <source>Two pairs are named %1.</source>
        <translation>有两个配对都名为 %1。</translation>
    </message>
    <message>
        <source>Give each pair its own name.</source>
        <translation>请为每个配对取不同的名称。</translation>
    </message>
</context>
<context>
    <name>bw::ui::PlanResults</name>
    <message>
        <source>Pair</source>
        <translation>配对</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Rate</source>
        <translation>速率</translation>
    </message>
    <message>
        <source>Bytes</source>
        <translation>字节</translation>
    </message>
    <message>
        <source>While running: the last interval&apos;s rate; at the end: the mean over the measured intervals, received where known</source>
        <translation>运行中：最后一个间隔的速率；结束时：所测间隔的平均值（已知时按接收计）</translation>
    </message>
    <message>
        <source>1 when every pair got the same rate, 1/n when one pair got it all</source>
        <translation>每个配对速率相同时为 1，一个配对独占时为 1/n</translation>
    </message>
    <message>
        <source>The widest gap between two pairs&apos; data starts, on the console&apos;s clock (each endpoint&apos;s clock offset taken out)</source>
        <translation>两个配对数据开始时间的最大差距，以控制台时钟计（已去除每个端点的时钟偏移）</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>正在连接…</translation>
    </message>
    <message>
        <source>Sum</source>
        <translation>总和</translation>
    </message>
    <message>
        <source>Jain&apos;s index across pairs: –</source>
        <translation>配对间的 Jain 指数：–</translation>
    </message>
    <message>
        <source>Start skew: –</source>
        <translation>启动偏差：–</translation>
    </message>
    <message>
        <source>Warming up</source>
        <translation>预热中</translation>
    </message>
    <message>
        <source>Measuring</source>
        <translation>测量中</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>完成</translation>
    </message>
    <message>
        <source>Every pair ended whole</source>
        <translation>每个配对都完整结束</translation>
    </message>
    <message>
        <source>No sum: a pair did not end whole; see the message above</source>
        <translation>无总和：有配对未完整结束；请看上方消息</translation>
    </message>
    <message>
        <source>Jain&apos;s index across pairs: %1</source>
        <translation>配对间的 Jain 指数：%1</translation>
    </message>
    <message>
        <source>Start skew: %1 ms</source>
        <translation>启动偏差：%1 毫秒</translation>
    </message>
</context>
<context>
    <name>bw::ui::PlanWindow</name>
    <message>
        <source>Plan: pairs between endpoints</source>
        <translation>计划：端点之间的配对</translation>
    </message>
    <message>
        <source>Add a pair per endpoint, or load a plan, then press Start.</source>
        <translation>为每个端点添加一个配对，或加载计划，然后按“开始”。</translation>
    </message>
    <message>
        <source>Add pair</source>
        <translation>添加配对</translation>
    </message>
    <message>
        <source>Remove pair</source>
        <translation>移除配对</translation>
    </message>
    <message>
        <source>Load plan…</source>
        <translation>加载计划…</translation>
    </message>
    <message>
        <source>Save plan…</source>
        <translation>保存计划…</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Load plan</source>
        <translation>加载计划</translation>
    </message>
    <message>
        <source>Plans (*.json);;All files (*)</source>
        <translation>计划 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Save plan</source>
        <translation>保存计划</translation>
    </message>
    <message>
        <source>Cannot open %1.</source>
        <translation>无法打开 %1。</translation>
    </message>
    <message>
        <source>Check the file&apos;s name, and that you may read it.</source>
        <translation>请检查文件名，以及您是否有读取权限。</translation>
    </message>
    <message>
        <source>%1 is not a plan this version can run.</source>
        <translation>%1 不是此版本可以运行的计划。</translation>
    </message>
    <message>
        <source>Correct the place the detail names, and load it again.</source>
        <translation>请修正详情中指出的位置，然后重新加载。</translation>
    </message>
    <message numerus="yes">
        <source>Loaded %n pairs from %1.</source>
        <translation>
            <numerusform>已从 %1 加载 %n 个配对。</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot save the plan to %1.</source>
        <translation>无法将计划保存到 %1。</translation>
    </message>
    <message>
        <source>Choose a folder you may write to.</source>
        <translation>请选择您有写入权限的文件夹。</translation>
    </message>
    <message>
        <source>Saved the plan to %1.</source>
        <translation>已将计划保存到 %1。</translation>
    </message>
    <message numerus="yes">
        <source>Connecting to %n endpoints, then starting every pair at once…</source>
        <translation>
            <numerusform>正在连接 %n 个端点，然后同时启动所有配对…</numerusform>
        </translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>正在停止…</translation>
    </message>
    <message numerus="yes">
        <source>Measuring, sum of %n pairs: %1</source>
        <translation>
            <numerusform>测量中，%n 个配对的总和：%1</numerusform>
        </translation>
    </message>
    <message>
        <source>Pair %1: the endpoint %2 refused it.</source>
        <translation>配对 %1：端点 %2 拒绝了它。</translation>
    </message>
    <message>
        <source>Check the pair&apos;s control key against the one %1 was started with (benchwire-cli -s --control-key), and its limits, then start again.</source>
        <translation>请核对该配对的控制密钥是否与 %1 启动时所用的一致 (benchwire-cli -s --control-key)，并检查其限制，然后重新开始。</translation>
    </message>
    <message>
        <source>Pair %1: %2</source>
        <translation>配对 %1：%2</translation>
    </message>
    <message>
        <source>%1 The other pairs were stopped.</source>
        <translation>%1 其他配对已停止。</translation>
    </message>
    <message>
        <source>Not started: another pair could not start</source>
        <translation>未启动：另一个配对无法启动</translation>
    </message>
    <message>
        <source>Pair %1 failed, and the others were stopped: see the message above.</source>
        <translation>配对 %1 失败，其他配对已停止：请看上方消息。</translation>
    </message>
    <message numerus="yes">
        <source>Stopped: %n pairs ran at once.</source>
        <translation>
            <numerusform>已停止：%n 个配对同时运行。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Done: %n pairs ran at once.</source>
        <translation>
            <numerusform>完成：%n 个配对同时运行。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>bw::ui::RemoteControlBox</name>
    <message>
        <source>A console (another Benchwire&apos;s plan, or benchwire-cli --plan) that gives this code may have this PC run one side of a test against another server, within Serve mode&apos;s limits. Off: no console can.</source>
        <translation>提供此代码的控制台（另一个 Benchwire 的计划，或 benchwire-cli --plan）可以让此电脑在服务模式的限制内，对另一台服务器运行测试的一端。关闭：任何控制台都不能。</translation>
    </message>
    <message>
        <source>Make a new code. From then on, consoles must give the new one.</source>
        <translation>生成新代码。此后控制台必须提供新代码。</translation>
    </message>
    <message>
        <source>Allow remote control</source>
        <translation>允许远程控制</translation>
    </message>
    <message>
        <source>The code a console types as this PC&apos;s key. Dashes and case do not matter. Anyone with it can start tests from this PC while it serves: give it only to the console.</source>
        <translation>控制台作为此电脑密钥输入的代码。短横线和大小写无关紧要。持有它的人可以在此电脑提供服务期间从这里启动测试：只把它交给控制台。</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>Copy the code to the clipboard.</source>
        <translation>将代码复制到剪贴板。</translation>
    </message>
    <message>
        <source>New code</source>
        <translation>新代码</translation>
    </message>
    <message>
        <source>Stop serving to change this: the server keeps the code it started with.</source>
        <translation>停止服务后才能更改：服务器会保留启动时的代码。</translation>
    </message>
</context>
<context>
    <name>bw::ui::ReportContent</name>
    <message>
        <source>Benchwire report: %1</source>
        <translation>Benchwire 报告：%1</translation>
    </message>
    <message numerus="yes">
        <source>Benchwire report: %n results</source>
        <translation>
            <numerusform>Benchwire 报告：%n 个结果</numerusform>
        </translation>
    </message>
    <message>
        <source>Benchwire %1 · made %2</source>
        <translation>Benchwire %1 · 生成于 %2</translation>
    </message>
    <message>
        <source>Comparison</source>
        <translation>对比</translation>
    </message>
    <message>
        <source>Differences are against %1.</source>
        <translation>差异以 %1 为基准。</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>指标</translation>
    </message>
</context>
<context>
    <name>bw::ui::ReportWriter</name>
    <message>
        <source>%1: a report is HTML or PDF; give a file name that ends in .html or .pdf.</source>
        <translation>%1：报告只能是 HTML 或 PDF；请给出以 .html 或 .pdf 结尾的文件名。</translation>
    </message>
    <message>
        <source>A report holds 1 to %1 results; %2 were given. Choose fewer results.</source>
        <translation>一份报告包含 1 到 %1 个结果；给出了 %2 个。请少选一些结果。</translation>
    </message>
    <message>
        <source>--report needs -o FILE: the report to write, ending in .html or .pdf.</source>
        <translation>--report 需要 -o 文件：要写入的报告，以 .html 或 .pdf 结尾。</translation>
    </message>
    <message>
        <source>--report takes 1 to %1 result files; %2 were given.</source>
        <translation>--report 接受 1 到 %1 个结果文件；给出了 %2 个。</translation>
    </message>
</context>
<context>
    <name>bw::ui::ResultsModel</name>
    <message>
        <source>Upload (this PC → peer)</source>
        <translation>上传（本机 → 对端）</translation>
    </message>
    <message>
        <source>Download (peer → this PC)</source>
        <translation>下载（对端 → 本机）</translation>
    </message>
    <message>
        <source>Step %1, %2: %3</source>
        <translation>第 %1 步，%2：%3</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>不适用</translation>
    </message>
    <message>
        <source>this PC</source>
        <translation>本机</translation>
    </message>
    <message>
        <source>peer</source>
        <translation>对端</translation>
    </message>
    <message>
        <source>%1 % (%2)</source>
        <translation>%1 %（%2）</translation>
    </message>
    <message>
        <source>%1 % (%2), busiest core %3 %</source>
        <translation>%1 %（%2），最忙核心 %3 %</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 毫秒</translation>
    </message>
    <message>
        <source>%1 of %2 (%3 %)</source>
        <translation>%2 中的 %1（%3 %）</translation>
    </message>
    <message>
        <source>%1 out of order, %2 duplicates</source>
        <translation>%1 个乱序，%2 个重复</translation>
    </message>
    <message>
        <source>send %1, receive %2</source>
        <translation>发送 %1，接收 %2</translation>
    </message>
    <message>
        <source>%1 streams, %2 threads</source>
        <translation>%1 个流，%2 个线程</translation>
    </message>
    <message>
        <source>%1 streams, Auto threads (up to %2)</source>
        <translation>%1 个流，自动线程（最多 %2 个）</translation>
    </message>
    <message>
        <source>Auto</source>
        <translation>自动</translation>
    </message>
    <message>
        <source>Mean (received)</source>
        <translation>平均值（接收）</translation>
    </message>
    <message>
        <source>Minimum</source>
        <translation>最小值</translation>
    </message>
    <message>
        <source>Maximum</source>
        <translation>最大值</translation>
    </message>
    <message>
        <source>Standard deviation</source>
        <translation>标准差</translation>
    </message>
    <message>
        <source>Sender&apos;s rate</source>
        <translation>发送端速率</translation>
    </message>
    <message>
        <source>Bytes received</source>
        <translation>接收字节数</translation>
    </message>
    <message>
        <source>Bytes sent</source>
        <translation>发送字节数</translation>
    </message>
    <message>
        <source>Retransmits</source>
        <translation>重传次数</translation>
    </message>
    <message>
        <source>Mean RTT</source>
        <translation>平均 RTT</translation>
    </message>
    <message>
        <source>Datagrams lost</source>
        <translation>丢失的数据报</translation>
    </message>
    <message>
        <source>Jitter</source>
        <translation>抖动</translation>
    </message>
    <message>
        <source>Reordering</source>
        <translation>乱序</translation>
    </message>
    <message>
        <source>CPU, sending host</source>
        <translation>CPU，发送主机</translation>
    </message>
    <message>
        <source>CPU, receiving host</source>
        <translation>CPU，接收主机</translation>
    </message>
    <message>
        <source>Cycles/byte, sender</source>
        <translation>周期/字节，发送端</translation>
    </message>
    <message>
        <source>Cycles/byte, receiver</source>
        <translation>周期/字节，接收端</translation>
    </message>
    <message>
        <source>Streams and threads</source>
        <translation>流和线程</translation>
    </message>
    <message>
        <source>Buffer size</source>
        <translation>缓冲区大小</translation>
    </message>
    <message>
        <source>Socket window asked</source>
        <translation>请求的套接字窗口</translation>
    </message>
    <message>
        <source>Socket buffers applied, this PC</source>
        <translation>实际套接字缓冲区，本机</translation>
    </message>
    <message>
        <source>Socket buffers applied, peer</source>
        <translation>实际套接字缓冲区，对端</translation>
    </message>
    <message>
        <source>Goodput the receiving side counted, over the measured intervals (warm-up excluded).</source>
        <translation>接收端统计的有效吞吐量，基于测量区间（不含预热）。</translation>
    </message>
    <message>
        <source>Bytes the sending side wrote, divided by the measured time.</source>
        <translation>发送端写出的字节数除以测量时间。</translation>
    </message>
    <message>
        <source>From the sender&apos;s TCP statistics; n/a where the OS does not report them.</source>
        <translation>来自发送端的 TCP 统计；操作系统不提供时为“不适用”。</translation>
    </message>
    <message>
        <source>UDP: datagrams the receiver missed, of those it expected from the sequence numbers (measured intervals).</source>
        <translation>UDP：接收端根据序列号预期但未收到的数据报（测量区间内）。</translation>
    </message>
    <message>
        <source>UDP: interarrival jitter (RFC 3550), the variation of the transit time; no clock synchronization needed.</source>
        <translation>UDP：到达间隔抖动（RFC 3550），即传输时间的变化；无需时钟同步。</translation>
    </message>
    <message>
        <source>UDP: datagrams that arrived after a later one, and datagrams that arrived twice. Neither counts as lost.</source>
        <translation>UDP：在后发数据报之后到达的数据报，以及重复到达的数据报。两者都不计为丢失。</translation>
    </message>
    <message>
        <source>Whole-system CPU use of that host during the measured time, and the mean use of its busiest core: one core near 100 % limits a single stream even when the host as a whole looks idle.</source>
        <translation>该主机在测量期间的整机 CPU 占用率，以及最忙核心的平均占用率：即使主机整体看似空闲，一个接近 100 % 的核心也会限制单个流。</translation>
    </message>
    <message>
        <source>Busy CPU cycles of the host per byte moved: lower is more efficient.</source>
        <translation>主机每传输一个字节所消耗的忙碌 CPU 周期：越低越高效。</translation>
    </message>
    <message>
        <source>The socket buffer sizes the operating system actually applied.</source>
        <translation>操作系统实际应用的套接字缓冲区大小。</translation>
    </message>
    <message>
        <source>The settings the test ran with.</source>
        <translation>测试运行时使用的设置。</translation>
    </message>
    <message>
        <source>Sent from here to %1</source>
        <translation>本机发送至 %1</translation>
    </message>
    <message>
        <source>Received here from %1</source>
        <translation>本机从 %1 接收</translation>
    </message>
    <message>
        <source>client</source>
        <translation>客户端</translation>
    </message>
    <message>
        <source>Latency, idle</source>
        <translation>延迟，空闲</translation>
    </message>
    <message>
        <source>Latency, loaded</source>
        <translation>延迟，负载下</translation>
    </message>
    <message>
        <source>Added latency</source>
        <translation>增加的延迟</translation>
    </message>
    <message>
        <source>Probes lost</source>
        <translation>丢失的探测</translation>
    </message>
    <message>
        <source>Link, this PC</source>
        <translation>链路，本机</translation>
    </message>
    <message>
        <source>Link, client</source>
        <translation>链路，客户端</translation>
    </message>
    <message>
        <source>Link, peer</source>
        <translation>链路，对端</translation>
    </message>
    <message>
        <source>Round trip of the latency probes (light UDP packets on the test port, native peers only): before the load (idle) and during this phase&apos;s load.</source>
        <translation>延迟探测的往返时间（测试端口上的轻量 UDP 包，仅限原生对端）：负载前（空闲）和本阶段负载期间。</translation>
    </message>
    <message>
        <source>How much the load added to the idle round trip (medians), and each way where the two clocks could be related.</source>
        <translation>负载使空闲往返时间增加了多少（中位数），以及在两端时钟可关联时各方向的增加量。</translation>
    </message>
    <message>
        <source>The network link each end used, as its OS reported it at the start: kind, speed and duplex, or the Wi-Fi band, channel, width, PHY rates and signal.</source>
        <translation>各端使用的网络链路，以其操作系统在开始时报告的为准：类型、速率和双工，或 Wi-Fi 频段、信道、带宽、PHY 速率和信号。</translation>
    </message>
    <message>
        <source>Latency, one way</source>
        <translation>延迟，单向</translation>
    </message>
    <message>
        <source>The probes&apos; delay each way under this phase&apos;s load. It needs the two clocks&apos; offset, estimated from the fastest probes to within 1 ms; where it is not, this row says why instead of guessing.</source>
        <translation>本阶段负载下探测包每个方向的延迟。需要两端时钟的偏移（由最快的探测包估计，精度在 1 ms 以内）；若无法做到，此行会说明原因，而不是猜测。</translation>
    </message>
    <message>
        <source>n/a: %1</source>
        <translation>不适用：%1</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n stream(s), as sent)</source>
        <translation>
            <numerusform>%1（%n 个流，按发送计）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n stream(s), as received)</source>
        <translation>
            <numerusform>%1（%n 个流，按接收计）</numerusform>
        </translation>
    </message>
    <message>
        <source>Stream fairness (Jain)</source>
        <translation>流公平性 (Jain)</translation>
    </message>
    <message>
        <source>Jain&apos;s fairness index of the streams&apos; bytes over the measured time, as this end counted them: 1 when every stream moved the same, 1/n when one stream moved everything.</source>
        <translation>本端统计的测量时段内各流字节数的 Jain 公平性指数：每个流传输相同时为 1，一个流传输全部时为 1/n。</translation>
    </message>
</context>
<context>
    <name>bw::ui::ReviewPlanEditor</name>
    <message>
        <source>Step</source>
        <translation>步骤</translation>
    </message>
    <message>
        <source>Repeats</source>
        <translation>重复次数</translation>
    </message>
    <message>
        <source>The sequence, run from top to bottom against the peer.</source>
        <translation>测试序列，按从上到下的顺序对对端运行。</translation>
    </message>
    <message>
        <source>&amp;Add step</source>
        <translation>添加步骤(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Remove step</source>
        <translation>删除步骤(&amp;R)</translation>
    </message>
    <message>
        <source>De&amp;faults</source>
        <translation>默认(&amp;F)</translation>
    </message>
    <message>
        <source>TCP upload, download and simultaneous, 3 times each, then the UDP highest clean rate.</source>
        <translation>TCP 上传、下载和同时各 3 次，然后是 UDP 最高无损速率。</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>How long each TCP run measures. The other settings (streams, buffers, warm-up) are the main window&apos;s.</source>
        <translation>每次 TCP 测试的测量时长。其他设置（流数、缓冲区、预热）取自主窗口。</translation>
    </message>
    <message>
        <source>&amp;Duration per run:</source>
        <translation>每次时长(&amp;D)：</translation>
    </message>
</context>
<context>
    <name>bw::ui::ReviewRunner</name>
    <message numerus="yes">
        <source>Review stopped after %n run(s).</source>
        <translation>
            <numerusform>评测在 %n 次运行后停止。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Review done: %n run(s).</source>
        <translation>
            <numerusform>评测完成：共 %n 次运行。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, run %2 of %3</source>
        <translation>%1，第 %2 次（共 %3 次）</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1%2</translation>
    </message>
    <message>
        <source>The run could not start: a test is already running. Wait for it to end, then start the review again.</source>
        <translation>无法开始运行：已有测试正在进行。请等待其结束，然后重新开始评测。</translation>
    </message>
</context>
<context>
    <name>bw::ui::ReviewText</name>
    <message>
        <source>TCP upload</source>
        <translation>TCP 上传</translation>
    </message>
    <message>
        <source>TCP download</source>
        <translation>TCP 下载</translation>
    </message>
    <message>
        <source>TCP simultaneous</source>
        <translation>TCP 同时</translation>
    </message>
    <message>
        <source>UDP highest clean rate</source>
        <translation>UDP 最高无损速率</translation>
    </message>
</context>
<context>
    <name>bw::ui::ReviewWindow</name>
    <message>
        <source>Review matrix</source>
        <translation>评测矩阵</translation>
    </message>
    <message>
        <source>&amp;Start review</source>
        <translation>开始评测(&amp;S)</translation>
    </message>
    <message>
        <source>Run every step against the peer of the main window, one after the other.</source>
        <translation>依次对主窗口中的对端运行每个步骤。</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>停止(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Compare and export…</source>
        <translation>比较并导出(&amp;C)…</translation>
    </message>
    <message>
        <source>Open the review&apos;s runs as a comparison, for charts and the article export.</source>
        <translation>将评测的各次运行作为比较打开，用于图表和文章导出。</translation>
    </message>
    <message>
        <source>Ready.</source>
        <translation>就绪。</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>步骤</translation>
    </message>
    <message>
        <source>Mean</source>
        <translation>平均值</translation>
    </message>
    <message>
        <source>± Std. dev.</source>
        <translation>± 标准差</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>次数</translation>
    </message>
    <message>
        <source>Spread</source>
        <translation>离散度</translation>
    </message>
    <message>
        <source>TCP: received throughput, both directions together when simultaneous. UDP: the highest rate whose loss stayed within the limit. Spread: (max − min) / mean over the repeats; over 10 % is flagged.</source>
        <translation>TCP：接收吞吐量，同时模式下为两个方向之和。UDP：丢包保持在限制以内的最高速率。离散度：各次重复的（最大值 − 最小值）/ 平均值；超过 10 % 时会标记。</translation>
    </message>
    <message>
        <source>Add at least one step.</source>
        <translation>请至少添加一个步骤。</translation>
    </message>
    <message>
        <source>–</source>
        <translation>–</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>⚠ %1: repeats vary by more than 10 %</source>
        <translation>⚠ %1：各次重复差异超过 10 %</translation>
    </message>
    <message>
        <source>%1 · about %2 left</source>
        <translation>%1 · 约剩 %2</translation>
    </message>
    <message>
        <source>A review runs against one server, and the Address field names several: %1. Leave one of them there, then press Start again.</source>
        <translation>评测只针对一台服务器，但地址栏中有多台：%1。请只保留其中一台，然后再次按“开始”。</translation>
    </message>
</context>
<context>
    <name>bw::ui::RunController</name>
    <message>
        <source>No peer is set.</source>
        <translation>未设置对端。</translation>
    </message>
    <message>
        <source>Type the name or address of the machine running the server.</source>
        <translation>请输入运行服务器的机器的名称或地址。</translation>
    </message>
    <message>
        <source>A setting is out of range.</source>
        <translation>某项设置超出范围。</translation>
    </message>
    <message>
        <source>Correct the setting and retry.</source>
        <translation>请更正设置后重试。</translation>
    </message>
    <message>
        <source>Done. Highest clean rate: %1 (loss at most %2 %, %3 steps).</source>
        <translation>完成。最高无损速率：%1（丢包不超过 %2 %，共 %3 步）。</translation>
    </message>
    <message>
        <source>Done. No rate was clean (loss at most %1 %).</source>
        <translation>完成。没有速率满足无损条件（丢包不超过 %1 %）。</translation>
    </message>
    <message>
        <source>Upload</source>
        <translation>上传</translation>
    </message>
    <message>
        <source>Download</source>
        <translation>下载</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Stopped early. %1</source>
        <translation>已提前停止。%1</translation>
    </message>
    <message>
        <source>Done. %1</source>
        <translation>完成。%1</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>正在连接 %1…</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>正在停止…</translation>
    </message>
    <message>
        <source>Searching the highest clean rate: step %1…</source>
        <translation>正在搜索最高无损速率：第 %1 步…</translation>
    </message>
    <message>
        <source>Warming up…</source>
        <translation>正在预热…</translation>
    </message>
    <message>
        <source>Measuring…</source>
        <translation>正在测量…</translation>
    </message>
    <message>
        <source>Running the download half…</source>
        <translation>正在运行下载阶段…</translation>
    </message>
    <message>
        <source>The test did not complete.</source>
        <translation>测试未完成。</translation>
    </message>
    <message>
        <source>Measuring the idle latency (%1 s) before the load…</source>
        <translation>正在测量负载前的空闲延迟（%1 秒）…</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>不适用</translation>
    </message>
    <message>
        <source>The test failed after %1 s.</source>
        <translation>测试在 %1 秒后失败。</translation>
    </message>
    <message>
        <source>&quot;Until stopped&quot; runs one test: Upload, Download or Simultaneous.</source>
        <translation>“直到停止”只运行一个测试：上传、下载或同时。</translation>
    </message>
    <message>
        <source>Choose one of those, or set a duration for Both ways or the highest-clean-rate search.</source>
        <translation>请选择其中之一，或为“双向”或最高无丢包速率搜索设置时长。</translation>
    </message>
    <message>
        <source>Stopped after %1 s. %2</source>
        <translation>%1 秒后停止。%2</translation>
    </message>
</context>
<context>
    <name>bw::ui::RunPanel</name>
    <message>
        <source>&amp;Upload</source>
        <translation>上传(&amp;U)</translation>
    </message>
    <message>
        <source>This PC sends, the peer receives.</source>
        <translation>本机发送，对端接收。</translation>
    </message>
    <message>
        <source>&amp;Download</source>
        <translation>下载(&amp;D)</translation>
    </message>
    <message>
        <source>The peer sends, this PC receives.</source>
        <translation>对端发送，本机接收。</translation>
    </message>
    <message>
        <source>&amp;Both ways</source>
        <translation>双向依次(&amp;B)</translation>
    </message>
    <message>
        <source>Upload, then download: one after the other, one result.</source>
        <translation>先上传后下载：依次进行，一个结果。</translation>
    </message>
    <message>
        <source>Si&amp;multaneous</source>
        <translation>同时(&amp;M)</translation>
    </message>
    <message>
        <source>Upload and download at the same time, on separate streams.</source>
        <translation>上传和下载同时进行，使用不同的流。</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>停止(&amp;S)</translation>
    </message>
    <message>
        <source>End the test now. The figures measured so far are kept.</source>
        <translation>立即结束测试。已测得的数据会保留。</translation>
    </message>
    <message>
        <source>How much of the test has run, and the time left.</source>
        <translation>测试已完成的部分和剩余时间。</translation>
    </message>
    <message>
        <source>Idle</source>
        <translation>空闲</translation>
    </message>
    <message>
        <source>Ready.</source>
        <translation>就绪。</translation>
    </message>
    <message>
        <source>%1 s left</source>
        <translation>剩余 %1 秒</translation>
    </message>
    <message>
        <source>Stop serving first: while this PC serves, its chart and table show the tests other machines run against it.</source>
        <translation>请先停止服务：本机提供服务期间，图表和表格显示的是其他机器对本机进行的测试。</translation>
    </message>
    <message>
        <source>%1 s elapsed</source>
        <translation>已运行 %1 秒</translation>
    </message>
</context>
<context>
    <name>bw::ui::RunText</name>
    <message>
        <source>UDP</source>
        <translation>UDP</translation>
    </message>
    <message>
        <source>TCP</source>
        <translation>TCP</translation>
    </message>
    <message>
        <source>Upload</source>
        <translation>上传</translation>
    </message>
    <message>
        <source>Download</source>
        <translation>下载</translation>
    </message>
    <message>
        <source>Simultaneous</source>
        <translation>同时</translation>
    </message>
    <message>
        <source>Both ways</source>
        <translation>双向依次</translation>
    </message>
    <message>
        <source>%1 · %2 %3</source>
        <translation>%1 · %2 %3</translation>
    </message>
    <message>
        <source>Served to %1 · %2 %3</source>
        <translation>服务对象 %1 · %2 %3</translation>
    </message>
    <message>
        <source>%1 · failed after %2 s</source>
        <translation>%1 · %2 秒后失败</translation>
    </message>
</context>
<context>
    <name>bw::ui::SeriesController</name>
    <message>
        <source>Run %1 of %2 done; the next starts in %3.</source>
        <translation>第 %1/%2 次运行完成；下一次将在 %3 后开始。</translation>
    </message>
    <message>
        <source>The series ended without a measured run.</source>
        <translation>该系列结束，没有任何已测量的运行。</translation>
    </message>
    <message numerus="yes">
        <source>Over %n run(s), each run&apos;s mean, received:</source>
        <translation>
            <numerusform>共 %n 次运行，每次运行的平均值（接收）：</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: mean %2, std dev %3, min %4, max %5</source>
        <translation>%1：平均 %2，标准差 %3，最小 %4，最大 %5</translation>
    </message>
    <message>
        <source>Upload</source>
        <translation>上传</translation>
    </message>
    <message>
        <source>Download</source>
        <translation>下载</translation>
    </message>
</context>
<context>
    <name>bw::ui::ServeController</name>
    <message>
        <source>iperf3</source>
        <translation>iperf3</translation>
    </message>
    <message>
        <source>iperf3 %1</source>
        <translation>iperf3 %1</translation>
    </message>
    <message>
        <source>Benchwire</source>
        <translation>Benchwire</translation>
    </message>
    <message>
        <source>Benchwire %1</source>
        <translation>Benchwire %1</translation>
    </message>
    <message>
        <source>received here</source>
        <translation>本机接收</translation>
    </message>
    <message>
        <source>sent from here</source>
        <translation>本机发送</translation>
    </message>
    <message>
        <source>received and sent at once</source>
        <translation>同时接收和发送</translation>
    </message>
    <message>
        <source>received, then sent</source>
        <translation>先接收，后发送</translation>
    </message>
    <message>
        <source>this PC</source>
        <translation>本机</translation>
    </message>
    <message>
        <source>Serving on port %1. Type one of these on the other machine: %2</source>
        <translation>正在端口 %1 上提供服务。请在另一台机器上输入以下地址之一：%2</translation>
    </message>
    <message>
        <source>Serving stopped; the test it served ended early.</source>
        <translation>服务已停止；正在进行的测试提前结束。</translation>
    </message>
    <message>
        <source>Serving a test for %1 (%2).</source>
        <translation>正在为 %1（%2）提供测试服务。</translation>
    </message>
    <message>
        <source>The test for %1 ended; its result is in the table.</source>
        <translation>%1 的测试已结束；结果见表格。</translation>
    </message>
    <message>
        <source>The test for %1 ended early.</source>
        <translation>%1 的测试提前结束。</translation>
    </message>
    <message>
        <source>The figures measured so far stay on the chart. The other machine&apos;s window or output may say more.</source>
        <translation>已测得的数据保留在图表中。另一台机器的窗口或输出可能有更多信息。</translation>
    </message>
    <message>
        <source>Refused a test from %1: this PC was busy with another test.</source>
        <translation>已拒绝来自 %1 的测试：本机正忙于另一项测试。</translation>
    </message>
    <message>
        <source>The other machine can run its test again when this one ends.</source>
        <translation>当前测试结束后，另一台机器可以重新运行其测试。</translation>
    </message>
    <message>
        <source>Refused a test from %1.</source>
        <translation>已拒绝来自 %1 的测试。</translation>
    </message>
    <message>
        <source>The reason is below. The other machine&apos;s window or output may say more.</source>
        <translation>原因见下方。另一台机器的窗口或输出可能有更多信息。</translation>
    </message>
    <message>
        <source>Auto</source>
        <translation>自动</translation>
    </message>
    <message>
        <source>Only clients from %1 are served.</source>
        <translation>仅为来自 %1 的客户端提供服务。</translation>
    </message>
    <message>
        <source>%1 · served to %2 (%3) · %4, %5, %6, streams: %7, buffer %8, window %9</source>
        <translation>%1 · 服务于 %2（%3）· %4，%5，%6，流：%7，缓冲区 %8，窗口 %9</translation>
    </message>
    <message numerus="yes">
        <source>Up to %n clients are served at once.</source>
        <translation>
            <numerusform>最多同时为 %n 个客户端提供服务。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2), %3</source>
        <translation>%1（%2），%3</translation>
    </message>
    <message numerus="yes">
        <source>Serving %n clients at once.</source>
        <translation>
            <numerusform>正在同时为 %n 个客户端提供服务。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The test for %1 ended; %n client(s) still running.</source>
        <translation>
            <numerusform>%1 的测试已结束；仍有 %n 个客户端在运行。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The test for %1 ended early (%2); %n client(s) still running.</source>
        <translation>
            <numerusform>%1 的测试提前结束（%2）；仍有 %n 个客户端在运行。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Refused a test from %1: this PC was serving %n client(s) already, as many as &quot;clients at once&quot; allows.</source>
        <translation>
            <numerusform>已拒绝来自 %1 的测试：本机已在为 %n 个客户端提供服务，已达“并发客户端”允许的数量。</numerusform>
        </translation>
    </message>
    <message>
        <source>Stop serving and raise &quot;clients at once&quot;, or run that test again when one of the others ends.</source>
        <translation>请停止服务并调高“并发客户端”，或在其他测试之一结束后重新运行该测试。</translation>
    </message>
    <message>
        <source>Remote control is on: a console that gives the code %1 may run tests from this PC.</source>
        <translation>远程控制已开启：提供代码 %1 的控制台可以从此电脑运行测试。</translation>
    </message>
</context>
<context>
    <name>bw::ui::ServeFirewall</name>
    <message>
        <source>open</source>
        <translation>开放</translation>
    </message>
    <message>
        <source>blocked</source>
        <translation>被阻止</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>Allow through firewall…</source>
        <translation>在防火墙中放行…</translation>
    </message>
    <message>
        <source>Shows the commands that open the test port (TCP and UDP only) and runs them only when you agree.</source>
        <translation>显示打开测试端口（仅 TCP 和 UDP）的命令，并仅在您同意后运行。</translation>
    </message>
    <message>
        <source>Firewall: none found that filters port %1.</source>
        <translation>防火墙：未发现过滤端口 %1 的防火墙。</translation>
    </message>
    <message>
        <source>Firewall (%1): TCP %2 %3, UDP %2 %4</source>
        <translation>防火墙（%1）：TCP %2 %3，UDP %2 %4</translation>
    </message>
    <message>
        <source> (reading the rules needs administrator rights)</source>
        <translation>（读取规则需要管理员权限）</translation>
    </message>
    <message>
        <source>Firewall: reading its rules for port %1…</source>
        <translation>防火墙：正在读取端口 %1 的规则…</translation>
    </message>
</context>
<context>
    <name>bw::ui::ServePanel</name>
    <message>
        <source>Type one of these addresses on the other machine.</source>
        <translation>请在另一台机器上输入以下地址之一。</translation>
    </message>
    <message>
        <source>The test this PC serves now, or the last one&apos;s outcome. Its figures show in the chart and the table.</source>
        <translation>本机当前提供服务的测试，或上一次测试的结果。其数据显示在图表和表格中。</translation>
    </message>
    <message>
        <source>Waiting for a test from another machine.</source>
        <translation>正在等待来自另一台机器的测试。</translation>
    </message>
    <message>
        <source>Each client this PC serves in this round, with this PC&apos;s figures: what it received, or what it sent where the client downloads. The last row is their sum.</source>
        <translation>本机在本轮中服务的每个客户端及本机的数据：接收到的量；客户端下载时则为发送的量。最后一行为总和。</translation>
    </message>
</context>
<context>
    <name>bw::ui::ServedClientsModel</name>
    <message numerus="yes">
        <source>All %n client(s)</source>
        <translation>
            <numerusform>全部 %n 个客户端</numerusform>
        </translation>
    </message>
    <message>
        <source>–</source>
        <translation>–</translation>
    </message>
    <message numerus="yes">
        <source>%n running</source>
        <translation>
            <numerusform>%n 个运行中</numerusform>
        </translation>
    </message>
    <message>
        <source>%1
%2</source>
        <translation>%1
%2</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>运行中</translation>
    </message>
    <message>
        <source>Ended</source>
        <translation>已结束</translation>
    </message>
    <message>
        <source>Ended early</source>
        <translation>提前结束</translation>
    </message>
    <message>
        <source>Client</source>
        <translation>客户端</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>当前</translation>
    </message>
    <message>
        <source>Mean</source>
        <translation>平均值</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状态</translation>
    </message>
</context>
<context>
    <name>bw::ui::ServersChart</name>
    <message>
        <source>Time (s)</source>
        <translation>时间 (s)</translation>
    </message>
    <message>
        <source>A line per server: what its receiver got in each interval (what was sent where the receiver gave no figure). The thick line is their sum, drawn for the intervals every server has measured.</source>
        <translation>每台服务器一条线：其接收端在每个间隔收到的数据（缺少接收端数据时为发送量）。粗线为它们的合计，只在每台服务器都测量过的间隔绘出。</translation>
    </message>
    <message numerus="yes">
        <source>Sum of %n servers</source>
        <translation>
            <numerusform>%n 台服务器合计</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sum of %n servers, upload</source>
        <translation>
            <numerusform>%n 台服务器合计，上传</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sum of %n servers, download</source>
        <translation>
            <numerusform>%n 台服务器合计，下载</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, upload</source>
        <translation>%1，上传</translation>
    </message>
    <message>
        <source>%1, download</source>
        <translation>%1，下载</translation>
    </message>
    <message>
        <source>solid: upload, dashed: download</source>
        <translation>实线：上传，虚线：下载</translation>
    </message>
    <message>
        <source>A line per pair: what its receiver got in each interval (what was sent where the receiver gave no figure). The thick line is their sum, drawn for the intervals every pair has measured.</source>
        <translation>每个配对一条线：其接收端在每个间隔收到的量（接收端未给出数值时为发送量）。粗线是它们的总和，只绘制每个配对都已测量的间隔。</translation>
    </message>
    <message numerus="yes">
        <source>Sum of %n pairs</source>
        <translation>
            <numerusform>%n 个配对的总和</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sum of %n pairs, upload</source>
        <translation>
            <numerusform>%n 个配对的总和，上传</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sum of %n pairs, download</source>
        <translation>
            <numerusform>%n 个配对的总和，下载</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>bw::ui::ServersResultsModel</name>
    <message>
        <source>Upload</source>
        <translation>上传</translation>
    </message>
    <message>
        <source>Download</source>
        <translation>下载</translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>失败：%1</translation>
    </message>
    <message>
        <source>No result</source>
        <translation>无结果</translation>
    </message>
    <message>
        <source>%1 (stopped)</source>
        <translation>%1（已停止）</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>不适用</translation>
    </message>
    <message>
        <source>Start skew</source>
        <translation>启动偏差</translation>
    </message>
    <message numerus="yes">
        <source>Sum of %n servers</source>
        <translation>
            <numerusform>%n 台服务器合计</numerusform>
        </translation>
    </message>
    <message>
        <source>None: a run did not end whole, so no sum would cover the same time. Run again once every server works.</source>
        <translation>无：有一次运行未完整结束，因此合计无法覆盖同一时段。待每台服务器都正常后请重新运行。</translation>
    </message>
    <message>
        <source>The sum of each server&apos;s mean over the measured time (what was received where known), and of the bytes received.</source>
        <translation>各服务器在测量时段内平均值之和（已知时取接收量），以及接收字节之和。</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>服务器</translation>
    </message>
    <message>
        <source>Direction</source>
        <translation>方向</translation>
    </message>
    <message>
        <source>Mean</source>
        <translation>平均</translation>
    </message>
    <message>
        <source>Min</source>
        <translation>最小</translation>
    </message>
    <message>
        <source>Max</source>
        <translation>最大</translation>
    </message>
    <message>
        <source>Std. dev.</source>
        <translation>标准差</translation>
    </message>
    <message>
        <source>Received</source>
        <translation>已接收</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>The widest gap between the first and the last server&apos;s start of data.</source>
        <translation>第一台与最后一台服务器开始传输数据的最大时间差。</translation>
    </message>
</context>
<context>
    <name>bw::ui::ServersRun</name>
    <message>
        <source>%1 servers are more than one test takes (at most %2).</source>
        <translation>%1 台服务器超过了一次测试的上限（最多 %2 台）。</translation>
    </message>
    <message>
        <source>Leave out some servers, and test the rest in a second run.</source>
        <translation>去掉一些服务器，在第二次运行中测试其余的。</translation>
    </message>
    <message>
        <source>%1 is in the list of servers twice.</source>
        <translation>%1 在服务器列表中出现了两次。</translation>
    </message>
    <message>
        <source>Give each server once.</source>
        <translation>每台服务器只填写一次。</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>正在停止…</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>upload</source>
        <translation>上传</translation>
    </message>
    <message>
        <source>download</source>
        <translation>下载</translation>
    </message>
    <message numerus="yes">
        <source>Warming up, sum of %n servers: %1</source>
        <translation>
            <numerusform>预热中，%n 台服务器合计：%1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Measuring, sum of %n servers: %1</source>
        <translation>
            <numerusform>测量中，%n 台服务器合计：%1</numerusform>
        </translation>
    </message>
    <message>
        <source>Server %1: %2</source>
        <translation>服务器 %1：%2</translation>
    </message>
    <message>
        <source>%1 The other servers were stopped; what they measured is kept. Fix %2, or leave it out of the Address field, and run again.</source>
        <translation>%1 其他服务器已停止，它们测得的结果已保留。请修复 %2，或将其从地址栏中删除，然后重新运行。</translation>
    </message>
    <message>
        <source>The test to %1 failed, and the others were stopped: see the message below.</source>
        <translation>到 %1 的测试失败，其他测试已停止：请看下方的消息。</translation>
    </message>
    <message numerus="yes">
        <source>Connecting to %n servers: %1…</source>
        <translation>
            <numerusform>正在连接 %n 台服务器：%1…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stopped: %n servers tested at once.</source>
        <translation>
            <numerusform>已停止：同时测试了 %n 台服务器。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Done: %n servers tested at once.</source>
        <translation>
            <numerusform>完成：同时测试了 %n 台服务器。</numerusform>
        </translation>
    </message>
    <message>
        <source>Start skew %1 ms.</source>
        <translation>启动偏差 %1 ms。</translation>
    </message>
</context>
<context>
    <name>bw::ui::SettingsPanel</name>
    <message>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <source>Fill in all settings at once: Quick check (5 s, 1 stream), Review (30 s, 4 streams, 2 s warm-up) or Max throughput (many streams, large buffers).</source>
        <translation>一次性填写所有设置：快速检查（5 秒，1 个流）、评测（30 秒，4 个流，2 秒预热）或最大吞吐量（多个流，大缓冲区）。</translation>
    </message>
    <message>
        <source>Time at the start that is run but left out of the results, so TCP can ramp up first.</source>
        <translation>开始阶段运行但不计入结果的时间，让 TCP 先提速。</translation>
    </message>
    <message>
        <source>How often a point is measured and plotted.</source>
        <translation>测量并绘制一个点的频率。</translation>
    </message>
    <message>
        <source>Parallel TCP connections per direction. More streams fill fast links that one connection cannot.</source>
        <translation>每个方向的并行 TCP 连接数。更多的流可以填满单个连接无法跑满的高速链路。</translation>
    </message>
    <message>
        <source>Auto</source>
        <translation>自动</translation>
    </message>
    <message>
        <source>Worker threads that drive the streams. Auto: TCP starts with one and adds one while that speeds it up; UDP uses one per stream.</source>
        <translation>驱动各个流的工作线程。自动：TCP 从一个线程开始，只要增加线程能提速就再加一个；UDP 每个流一个线程。</translation>
    </message>
    <message>
        <source> KiB</source>
        <translation> KiB</translation>
    </message>
    <message>
        <source>How many bytes each read or write call moves.</source>
        <translation>每次读或写调用传输的字节数。</translation>
    </message>
    <message>
        <source>The socket send and receive buffer (TCP window). Auto leaves it to the operating system&apos;s autotuning.</source>
        <translation>套接字发送和接收缓冲区（TCP 窗口）。自动表示交给操作系统自动调整。</translation>
    </message>
    <message>
        <source>IPv4 or IPv6</source>
        <translation>IPv4 或 IPv6</translation>
    </message>
    <message>
        <source>IPv4 only</source>
        <translation>仅 IPv4</translation>
    </message>
    <message>
        <source>IPv6 only</source>
        <translation>仅 IPv6</translation>
    </message>
    <message>
        <source>Which IP version the test uses to reach the peer.</source>
        <translation>测试连接对端所使用的 IP 版本。</translation>
    </message>
    <message>
        <source>&amp;Preset:</source>
        <translation>预设(&amp;P)：</translation>
    </message>
    <message>
        <source>&amp;Duration:</source>
        <translation>时长(&amp;D)：</translation>
    </message>
    <message>
        <source>&amp;Warm-up:</source>
        <translation>预热(&amp;W)：</translation>
    </message>
    <message>
        <source>&amp;Interval:</source>
        <translation>间隔(&amp;I)：</translation>
    </message>
    <message>
        <source>&amp;Streams:</source>
        <translation>流数(&amp;S)：</translation>
    </message>
    <message>
        <source>&amp;Threads:</source>
        <translation>线程(&amp;T)：</translation>
    </message>
    <message>
        <source>&amp;Buffer:</source>
        <translation>缓冲区(&amp;B)：</translation>
    </message>
    <message>
        <source>Socket &amp;window:</source>
        <translation>套接字窗口(&amp;W)：</translation>
    </message>
    <message>
        <source>I&amp;P version:</source>
        <translation>IP 版本(&amp;P)：</translation>
    </message>
    <message>
        <source>TCP</source>
        <translation>TCP</translation>
    </message>
    <message>
        <source>UDP</source>
        <translation>UDP</translation>
    </message>
    <message>
        <source>TCP shows throughput. UDP sends at a fixed rate and shows loss, jitter and reordering, which TCP&apos;s retransmissions hide.</source>
        <translation>TCP 显示吞吐量。UDP 以固定速率发送，并显示被 TCP 重传所掩盖的丢包、抖动和乱序。</translation>
    </message>
    <message>
        <source> Mbit/s</source>
        <translation> Mbit/s</translation>
    </message>
    <message>
        <source>UDP: the rate each stream sends at. With the highest-clean-rate search, where the search starts.</source>
        <translation>UDP：每个流的发送速率。使用最高无损速率搜索时，即搜索的起点。</translation>
    </message>
    <message>
        <source>Find the highest clean rate</source>
        <translation>搜索最高无损速率</translation>
    </message>
    <message>
        <source>UDP: run short steps at rising rates and find the highest one whose loss stays within the maximum loss.</source>
        <translation>UDP：以递增速率运行短步骤，找出丢包仍在最大丢包率以内的最高速率。</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>The most loss a step may show and still count as clean.</source>
        <translation>一个步骤仍可视为无损时允许的最大丢包率。</translation>
    </message>
    <message>
        <source>P&amp;rotocol:</source>
        <translation>协议(&amp;R)：</translation>
    </message>
    <message>
        <source>UDP r&amp;ate:</source>
        <translation>UDP 速率(&amp;A)：</translation>
    </message>
    <message>
        <source>Max. &amp;loss:</source>
        <translation>最大丢包(&amp;L)：</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>Probes</source>
        <translation>探测</translation>
    </message>
    <message>
        <source>Native peers: measure the round trip (and, where the clocks can be related, the delay each way) with light UDP probes during the test, after an idle baseline. iperf3 peers have no probes.</source>
        <translation>原生对端：在测试期间于空闲基线之后，用轻量 UDP 探测测量往返时间（在时钟可关联时还测量各方向的延迟）。iperf3 对端没有探测。</translation>
    </message>
    <message>
        <source>idle </source>
        <translation>空闲 </translation>
    </message>
    <message>
        <source>idle off</source>
        <translation>空闲关闭</translation>
    </message>
    <message>
        <source>Probes before the load starts: the idle baseline that the loaded latency is compared with. 0 = off: no baseline.</source>
        <translation>负载开始前的探测：用于与负载下延迟比较的空闲基线。0 = 关闭：无基线。</translation>
    </message>
    <message>
        <source>every </source>
        <translation>每 </translation>
    </message>
    <message>
        <source> ms</source>
        <translation> 毫秒</translation>
    </message>
    <message>
        <source>Time between two probes.</source>
        <translation>两次探测之间的时间。</translation>
    </message>
    <message>
        <source>Late&amp;ncy:</source>
        <translation>延迟(&amp;N)：</translation>
    </message>
    <message>
        <source>Until stopped</source>
        <translation>直到停止</translation>
    </message>
    <message>
        <source>How long the test measures, after the warm-up. Step below 1 s, or type 0, for &quot;Until stopped&quot;: the test runs until you press Stop, and its result covers the time it ran.</source>
        <translation>预热之后测试的测量时长。调到 1 秒以下或输入 0 即为“直到停止”：测试一直运行到您按下停止，结果涵盖其运行的时间。</translation>
    </message>
    <message>
        <source> times</source>
        <translation> 次</translation>
    </message>
    <message>
        <source>Once</source>
        <translation>一次</translation>
    </message>
    <message>
        <source>Run the same test this many times with one click. Each run goes to History; at the end the window shows the mean, standard deviation, minimum and maximum of the runs&apos; means. Not with &quot;Until stopped&quot;, which has no end.</source>
        <translation>一次点击即可将同一测试运行这么多次。每次运行都会记入历史；结束时窗口显示各次运行平均值的平均值、标准差、最小值和最大值。不能与没有终点的“直到停止”同时使用。</translation>
    </message>
    <message>
        <source>pause </source>
        <translation>间隔 </translation>
    </message>
    <message>
        <source>Time between the end of one run and the start of the next.</source>
        <translation>一次运行结束到下一次开始之间的时间。</translation>
    </message>
    <message>
        <source>Rep&amp;eat:</source>
        <translation>重复(&amp;E)：</translation>
    </message>
    <message>
        <source>Not with several servers: a test to several servers is one run to each at once. Leave one address in the Address field to use it.</source>
        <translation>不适用于多台服务器：对多台服务器的测试是同时对每台运行一次。地址栏中只保留一个地址即可使用。</translation>
    </message>
</context>
<context>
    <name>bw::ui::StartupOptionsParser</name>
    <message>
        <source>Benchwire: network throughput tests with live charts.</source>
        <translation>Benchwire：带实时图表的网络吞吐量测试。</translation>
    </message>
    <message>
        <source>Start in Serve mode.</source>
        <translation>以服务模式启动。</translation>
    </message>
    <message>
        <source>Test port.</source>
        <translation>测试端口。</translation>
    </message>
    <message>
        <source>port</source>
        <translation>端口</translation>
    </message>
    <message>
        <source>Peer to test against.</source>
        <translation>要测试的对端。</translation>
    </message>
    <message>
        <source>host</source>
        <translation>主机</translation>
    </message>
    <message>
        <source>Start a test at once: upload, download, both-ways or bidirectional.</source>
        <translation>立即开始测试：upload、download、both-ways 或 bidirectional。</translation>
    </message>
    <message>
        <source>mode</source>
        <translation>模式</translation>
    </message>
    <message>
        <source>Test duration.</source>
        <translation>测试时长。</translation>
    </message>
    <message>
        <source>seconds</source>
        <translation>秒</translation>
    </message>
    <message>
        <source>Report interval.</source>
        <translation>报告间隔。</translation>
    </message>
    <message>
        <source>Parallel streams.</source>
        <translation>并行流数。</translation>
    </message>
    <message>
        <source>count</source>
        <translation>数量</translation>
    </message>
    <message>
        <source>Quit when the test ends; the exit code is 1 after a failure.</source>
        <translation>测试结束时退出；失败时退出码为 1。</translation>
    </message>
    <message>
        <source>Save a screenshot of the window.</source>
        <translation>保存窗口截图。</translation>
    </message>
    <message>
        <source>file</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>When to take the screenshot, in milliseconds after start (default: when the test ends).</source>
        <translation>何时截图，以启动后的毫秒数表示（默认：测试结束时）。</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>毫秒</translation>
    </message>
    <message>
        <source>Save the result as JSON when the test ends.</source>
        <translation>测试结束时将结果保存为 JSON。</translation>
    </message>
    <message>
        <source>Do not search the local network for peers.</source>
        <translation>不在局域网中搜索对端。</translation>
    </message>
    <message>
        <source>Compare the result files given as arguments (2 to 8).</source>
        <translation>比较作为参数给出的结果文件（2 到 8 个）。</translation>
    </message>
    <message>
        <source>With --compare: write the charts, table and results into this folder and quit, without a window.</source>
        <translation>与 --compare 一起使用：将图表、表格和结果写入此文件夹后退出，不显示窗口。</translation>
    </message>
    <message>
        <source>folder</source>
        <translation>文件夹</translation>
    </message>
    <message>
        <source>--export needs --compare and result files.</source>
        <translation>--export 需要 --compare 和结果文件。</translation>
    </message>
    <message>
        <source>--%1 %2: not a number; give %3</source>
        <translation>--%1 %2：不是数字；请给出%3</translation>
    </message>
    <message>
        <source>--run %1: unknown test mode; give upload, download, bidirectional or both-ways</source>
        <translation>--run %1：未知的测试模式；请给出 upload、download、bidirectional 或 both-ways</translation>
    </message>
    <message>
        <source>seconds, e.g. 10 or 2.5</source>
        <translation>秒数，例如 10 或 2.5</translation>
    </message>
    <message>
        <source>seconds, e.g. 1 or 0.5</source>
        <translation>秒数，例如 1 或 0.5</translation>
    </message>
    <message>
        <source>a whole number of streams, 1 to 1024</source>
        <translation>流的整数个数，1 到 1024</translation>
    </message>
    <message>
        <source>Use the dark theme (with --export or --report: dark charts).</source>
        <translation>使用深色主题（与 --export 或 --report 一起使用时：深色图表）。</translation>
    </message>
    <message>
        <source>Write a report of the result files given as arguments (1 to 8) to -o FILE and quit, without a window: charts, tables, CPU, latency and link facts as one HTML file, or as PDF.</source>
        <translation>将作为参数给出的结果文件（1 到 8 个）写成报告到 -o 文件并退出，不显示窗口：图表、表格、CPU、延迟和链路信息，生成一个 HTML 文件或 PDF。</translation>
    </message>
    <message>
        <source>With --report: the report to write, ending in .html or .pdf.</source>
        <translation>与 --report 一起使用：要写入的报告，以 .html 或 .pdf 结尾。</translation>
    </message>
    <message>
        <source>Result files for --compare or --report.</source>
        <translation>用于 --compare 或 --report 的结果文件。</translation>
    </message>
    <message>
        <source>-o %1: an output file is for --report; add --report and the result files.</source>
        <translation>-o %1：输出文件用于 --report；请加上 --report 和结果文件。</translation>
    </message>
    <message>
        <source>--compare and --report cannot go together: a report of two or more results holds their comparison; give --report alone.</source>
        <translation>--compare 与 --report 不能同时使用：两个或更多结果的报告已包含它们的对比；请只给出 --report。</translation>
    </message>
    <message>
        <source>Open the Plan window with this plan file (as benchwire-cli --plan reads it) and run its pairs.</source>
        <translation>用此计划文件（与 benchwire-cli --plan 读取的格式相同）打开“计划”窗口并运行其配对。</translation>
    </message>
</context>
<context>
    <name>bw::ui::StreamChart</name>
    <message>
        <source>Upload, stream %1</source>
        <translation>上传，流 %1</translation>
    </message>
    <message>
        <source>Download, stream %1</source>
        <translation>下载，流 %1</translation>
    </message>
    <message>
        <source>%1 · Fairness (Jain) %2</source>
        <translation>%1 · 公平性 (Jain) %2</translation>
    </message>
    <message>
        <source>Per stream, %1: the first %2 of %3 streams drawn</source>
        <translation>按流，%1：绘制了 %3 个流中的前 %2 个</translation>
    </message>
    <message>
        <source>Per stream, %1</source>
        <translation>按流，%1</translation>
    </message>
</context>
<context>
    <name>bw::ui::TestSettings</name>
    <message>
        <source>Quick check</source>
        <translation>快速检查</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>评测</translation>
    </message>
    <message>
        <source>Max throughput</source>
        <translation>最大吞吐量</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>自定义</translation>
    </message>
    <message>
        <source>5 s, 1 stream: a fast look at the link.</source>
        <translation>5 秒，1 个流：快速查看链路。</translation>
    </message>
    <message>
        <source>30 s, 4 streams, 2 s warm-up: figures for an article.</source>
        <translation>30 秒，4 个流，2 秒预热：用于文章的数据。</translation>
    </message>
    <message>
        <source>30 s, 16 streams, 1 MiB buffers, 4 MiB socket window: the most the link and hosts can move.</source>
        <translation>30 秒，16 个流，1 MiB 缓冲区，4 MiB 套接字窗口：链路和主机所能达到的最大传输量。</translation>
    </message>
    <message>
        <source>Your own settings.</source>
        <translation>您自己的设置。</translation>
    </message>
</context>
<context>
    <name>bw::ui::UdpChart</name>
    <message>
        <source>Upload, loss</source>
        <translation>上传，丢包</translation>
    </message>
    <message>
        <source>Download, loss</source>
        <translation>下载，丢包</translation>
    </message>
    <message>
        <source>Upload, jitter</source>
        <translation>上传，抖动</translation>
    </message>
    <message>
        <source>Download, jitter</source>
        <translation>下载，抖动</translation>
    </message>
    <message>
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>毫秒</translation>
    </message>
</context>
<context>
    <name>bw::ui::Units</name>
    <message>
        <source>Gbit/s</source>
        <translation>Gbit/s</translation>
    </message>
    <message>
        <source>Mbit/s</source>
        <translation>Mbit/s</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>KiB</source>
        <translation>KiB</translation>
    </message>
    <message>
        <source>MiB</source>
        <translation>MiB</translation>
    </message>
    <message>
        <source>GiB</source>
        <translation>GiB</translation>
    </message>
    <message>
        <source>TiB</source>
        <translation>TiB</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>until stopped</source>
        <translation>直到停止</translation>
    </message>
</context>
</TS>
